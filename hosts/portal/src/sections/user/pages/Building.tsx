import { Building } from '../frame/Building';

/** A user-centre page whose section is not built yet (inside the frame). */
export default function BuildingPage() {
  return <Building />;
}
