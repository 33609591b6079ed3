import { Building } from '../frame/Building';
import { UserFrame } from '../frame/UserFrame';

/** A member page outside /user (the release forms, until built): the frame and the 正在建设中 state. */
export default function FramedBuildingPage() {
  return (
    <UserFrame>
      <Building />
    </UserFrame>
  );
}
