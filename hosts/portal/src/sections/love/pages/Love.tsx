import { useSearchParams } from 'react-router-dom';
import { idOf } from '../params';
import LoveIndex from './LoveIndex';
import LoveMember from './LoveMember';
import '../love.css';

/** /Love: the members to browse, or with ?id= one member's page (both server-rendered from loveReads). */
export default function Love() {
  const [search] = useSearchParams();
  const id = idOf(search);
  return id ? <LoveMember id={id} /> : <LoveIndex />;
}
