import { Outlet } from 'react-router-dom';
import { UserFrame } from '../frame/UserFrame';

/** /user and /usercenter: the frame, with the matched page in it. */
export default function UserFramePage() {
  return (
    <UserFrame>
      <Outlet />
    </UserFrame>
  );
}
