import { Link } from 'react-router-dom';
import { useQuery } from '../../../app/lib/useQuery';
import { mapParams } from '../params';
import '../maph5.css';

/**
 * The map page for the mobile app (tiandituh5). It shows the place it was opened for; the map tiles
 * need a Tianditu key and outside tile servers, which this deployment does not configure.
 */
export default function MapH5() {
  const { name, lng, lat } = useQuery(mapParams);
  return (
    <section className="map-h5" aria-labelledby="map-title">
      <h1 id="map-title">{name ? `${name} · 地图` : '地图'}</h1>
      {lng && lat ? (
        <p>
          坐标：东经 {lng}，北纬 {lat}
        </p>
      ) : (
        <p className="muted">未指定位置（链接中缺少 lng、lat 参数）。</p>
      )}
      <div className="map-h5__canvas" role="img" aria-label="地图区域">
        <p>
          <strong>栏目建设中</strong>：地图服务（天地图）尚未在本站配置。
        </p>
      </div>
      <p>
        <Link to="/">返回首页</Link>
      </p>
    </section>
  );
}
