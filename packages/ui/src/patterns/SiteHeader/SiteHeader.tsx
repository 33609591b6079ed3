import { useState, type MouseEvent, type ReactNode } from 'react';
import { Popover } from '../../primitives/Popover/Popover';
import { cx } from '../../internal/cx';
import { ChevronDown, Location } from '../../internal/icons';
import * as s from './SiteHeader.css';

/** A province or city (the region picker's options). */
export interface RegionOption {
  code: string;
  name: string;
}

/** The API's app-code item: `title` (公众号 / 小程序 / APP), `mark`, `pic` (the QR image). */
export interface AppCodeItem {
  title: string;
  mark?: string;
  pic: string;
}

/** Who is logged in: the greeting shows `nickname`, or `username` when there is none. */
export interface HeaderUser {
  nickname?: string | null;
  username: string;
}

export interface SiteHeaderProps {
  /** Name of the current city, shown on the picker button. */
  cityName: string;
  /** Provinces for the picker (omit to show the city without a picker). */
  provinces?: RegionOption[];
  /** Cities of the selected province. */
  cities?: RegionOption[];
  /** Selected province code (e.g. `320000`). */
  provinceCode?: string;
  /** Selected city code (e.g. `320900`). */
  cityCode?: string;
  /** The user picked a province: load its cities and pass them in `cities`. */
  onProvinceChange?: (code: string) => void;
  /** The user picked a city. */
  onCityChange?: (city: RegionOption, province: RegionOption | undefined) => void;
  /** QR codes for the app, mini-program and official account. */
  appCodes?: AppCodeItem[];
  /** The member, or null for a guest. */
  user: HeaderUser | null;
  /** Logout link clicked. */
  onLogout?: () => void;
  /** Client-side navigation for portal links; call `e.preventDefault()` to stop the page load. */
  onNavigate?: (href: string, e: MouseEvent) => void;
  /** Extra items at the end of the bar. */
  extra?: ReactNode;
  className?: string;
}

/** The thin top bar: city picker, app QR codes, greeting and account links. */
export function SiteHeader({
  cityName,
  provinces,
  cities = [],
  provinceCode,
  cityCode,
  onProvinceChange,
  onCityChange,
  appCodes = [],
  user,
  onLogout,
  onNavigate,
  extra,
  className,
}: SiteHeaderProps) {
  const nav = (href: string) => (onNavigate ? (e: MouseEvent) => onNavigate(href, e) : undefined);
  // a city chosen closes the picker (a province only browses its cities)
  const [pickerOpen, setPickerOpen] = useState(false);
  const province = provinces?.find((p) => p.code === provinceCode);
  const cityButton = (
    <button type="button" className={s.city} aria-label={`当前城市：${cityName}，切换城市`}>
      <Location />
      {cityName}
      {provinces ? <ChevronDown /> : null}
    </button>
  );
  return (
    <header className={cx(s.header, className)}>
      <div className={s.inner}>
        <ul className={s.group}>
          <li>
            {provinces ? (
              <Popover
                title="选择城市"
                align="start"
                width={360}
                open={pickerOpen}
                onOpenChange={setPickerOpen}
                content={
                  <div className={s.picker}>
                    <div>
                      <p className={s.pickerTitle}>省份</p>
                      <ul className={s.pickerColumn} aria-label="省份">
                        {provinces.map((p) => (
                          <li key={p.code}>
                            <button
                              type="button"
                              className={s.pickerOption({ selected: p.code === provinceCode })}
                              aria-pressed={p.code === provinceCode}
                              onClick={() => onProvinceChange?.(p.code)}
                            >
                              {p.name}
                            </button>
                          </li>
                        ))}
                      </ul>
                    </div>
                    <div>
                      <p className={s.pickerTitle}>城市</p>
                      <ul className={s.pickerColumn} aria-label="城市">
                        {cities.map((c) => (
                          <li key={c.code}>
                            <button
                              type="button"
                              className={s.pickerOption({ selected: c.code === cityCode })}
                              aria-pressed={c.code === cityCode}
                              onClick={() => {
                                onCityChange?.(c, province);
                                setPickerOpen(false);
                              }}
                            >
                              {c.name}
                            </button>
                          </li>
                        ))}
                      </ul>
                    </div>
                  </div>
                }
              >
                {cityButton}
              </Popover>
            ) : (
              <span className={s.city}>
                <Location />
                {cityName}
              </span>
            )}
          </li>
          {appCodes.map((a) => (
            <li key={a.title}>
              <Popover
                trigger="hover"
                aria-label={`${a.title}二维码`}
                content={
                  <figure style={{ margin: 0 }}>
                    <img
                      className={s.qr}
                      src={a.pic}
                      alt={`${a.title}二维码`}
                      width={120}
                      height={120}
                    />
                    <figcaption className={s.qrCaption}>
                      {a.mark || `扫码关注${a.title}`}
                    </figcaption>
                  </figure>
                }
              >
                <button type="button" className={s.textButton}>
                  {a.title}
                </button>
              </Popover>
            </li>
          ))}
        </ul>
        <ul className={s.group}>
          {user ? (
            <>
              <li className={s.greeting}>
                您好，<span className={s.name}>{user.nickname || user.username}</span>
              </li>
              <li>
                <a className={s.textLink} href="/user" onClick={nav('/user')}>
                  个人中心
                </a>
              </li>
              <li>
                <button type="button" className={s.textButton} onClick={onLogout}>
                  退出
                </button>
              </li>
              <li>
                <a className={s.textLink} href="/" onClick={nav('/')}>
                  首页
                </a>
              </li>
            </>
          ) : (
            <>
              <li className={s.greeting}>您好，欢迎来到本站</li>
              <li>
                <a className={s.textLink} href="/login" onClick={nav('/login')}>
                  登录
                </a>
              </li>
              <li>
                <a className={s.textLink} href="/login/register" onClick={nav('/login/register')}>
                  免费注册
                </a>
              </li>
              <li>
                {/* The spec opens home in a new tab for guests. */}
                <a className={s.textLink} href="/" target="_blank" rel="noopener noreferrer">
                  首页
                </a>
              </li>
            </>
          )}
          {extra}
        </ul>
      </div>
    </header>
  );
}
