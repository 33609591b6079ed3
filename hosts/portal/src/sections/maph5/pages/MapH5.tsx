import { Link } from 'react-router-dom';
import { Button, MapView, type MapMarker } from '@wz/ui';
import { useMapTiles } from '@wz/app-kit';
import { useQuery } from '../../../app/lib/useQuery';
import { DEFAULT_CENTER, mapParams, placeOf } from '../params';
import { useLocate } from './useLocate';
import '../maph5.css';

/**
 * The full-screen map page for the mobile app (tiandituh5): a pin at the coordinates in the link, zoom
 * buttons and "locate me". The header and share bar are hidden by the route.
 */
export default function MapH5() {
  const query = useQuery(mapParams);
  const place = placeOf(query);
  const tiles = useMapTiles();
  const [locate, runLocate] = useLocate();
  const title = query.name || '目标位置';
  const markers: MapMarker[] = [
    ...(place ? [{ position: place, label: title }] : []),
    ...(locate.state === 'found'
      ? [{ position: locate.at, label: '我的位置', kind: 'self' as const }]
      : []),
  ];
  return (
    <section className="map-h5" aria-labelledby="map-title">
      <header className="map-h5__bar">
        <h1 id="map-title">{query.name ? `${query.name} · 地图` : '地图'}</h1>
        {place ? null : <p className="map-h5__note">未指定位置（链接中缺少 lng、lat 参数）</p>}
        <Link to="/">返回首页</Link>
      </header>
      <MapView
        className="map-h5__map"
        height="100%"
        tiles={tiles}
        center={locate.state === 'found' ? locate.at : (place ?? DEFAULT_CENTER)}
        zoom={place ? 16 : 12}
        markers={markers}
        label={`${title}地图`}
        scrollWheelZoom
      >
        <Button size="sm" variant="secondary" onClick={runLocate} loading={locate.state === 'busy'}>
          定位我的位置
        </Button>
        {locate.state === 'failed' ? (
          <p className="map-h5__message" role="alert">
            {locate.message}
          </p>
        ) : null}
      </MapView>
    </section>
  );
}
