import { useState } from 'react';
import { useApi } from '../lib/api';

/** QR codes for the app, the mini-program and the official account, each in a popover (getAppcode). */
export function AppCodes() {
  const { data } = useApi('getAppcode', {});
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  if (!data?.length) return <div className="appcodes" aria-hidden="true" />;
  return (
    <ul className="appcodes" aria-label="扫码关注">
      {data.map((item, i) => (
        <li
          key={`${item.mark}-${i}`}
          className="appcodes__item"
          onMouseEnter={() => setOpenIndex(i)}
          onMouseLeave={() => setOpenIndex((cur) => (cur === i ? null : cur))}
        >
          <button
            type="button"
            className="linklike"
            aria-expanded={openIndex === i}
            onClick={() => setOpenIndex((cur) => (cur === i ? null : i))}
            onBlur={() => setOpenIndex((cur) => (cur === i ? null : cur))}
          >
            {item.title}
          </button>
          {openIndex === i ? (
            <div className="popover appcodes__popover" role="tooltip">
              <img src={item.pic} alt={`${item.title}二维码`} width={120} height={120} />
              <span>扫码关注{item.title}</span>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
