import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyImage } from '../../internal/storyImage';
import { SiteHeader, type RegionOption } from './SiteHeader';

const provinces: RegionOption[] = [
  { code: '320000', name: '江苏省' },
  { code: '330000', name: '浙江省' },
  { code: '310000', name: '上海市' },
];
const citiesOf: Record<string, RegionOption[]> = {
  '320000': [
    { code: '320100', name: '南京市' },
    { code: '320200', name: '无锡市' },
    { code: '320900', name: '盐城市' },
  ],
  '330000': [
    { code: '330100', name: '杭州市' },
    { code: '330300', name: '温州市' },
  ],
  '310000': [{ code: '310100', name: '市辖区' }],
};
const appCodes = [
  { title: 'APP', mark: '下载客户端', pic: storyImage('APP', 120, 120, '#1f2329') },
  { title: '小程序', mark: '微信扫一扫', pic: storyImage('小程序', 120, 120, '#157a3c') },
  { title: '公众号', mark: '关注公众号', pic: storyImage('公众号', 120, 120, '#1763d4') },
];

function Demo(props: {
  user: { nickname?: string; username: string } | null;
  onCityChange: (c: RegionOption) => void;
  onLogout: () => void;
}) {
  const [provinceCode, setProvince] = useState('320000');
  const [city, setCity] = useState<RegionOption>({ code: '320900', name: '盐城市' });
  return (
    <SiteHeader
      cityName={city.name}
      provinces={provinces}
      provinceCode={provinceCode}
      cities={citiesOf[provinceCode]}
      cityCode={city.code}
      onProvinceChange={setProvince}
      onCityChange={(c) => {
        props.onCityChange(c);
        setCity(c);
      }}
      appCodes={appCodes}
      user={props.user}
      onLogout={props.onLogout}
    />
  );
}

const meta = {
  title: 'Shell/SiteHeader',
  component: Demo,
  args: { user: null, onCityChange: fn(), onLogout: fn() },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('link', { name: '登录' })).toHaveAttribute('href', '/login');
    await expect(c.getByRole('link', { name: '免费注册' })).toHaveAttribute(
      'href',
      '/login/register',
    );
    await expect(c.getByRole('link', { name: '首页' })).toHaveAttribute('target', '_blank');
  },
};

export const Member: Story = {
  args: { user: { nickname: '王老师', username: 'wang2024' } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('王老师')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: '退出' }));
    await expect(args.onLogout).toHaveBeenCalled();
  },
};

export const MemberWithoutNickname: Story = {
  args: { user: { nickname: '', username: 'wang2024' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('wang2024')).toBeVisible();
  },
};

export const PickACity: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /当前城市：盐城市/ }));
    const picker = await body().findByRole('dialog', { name: '选择城市' });
    await userEvent.click(within(picker).getByRole('button', { name: '浙江省' }));
    await userEvent.click(await within(picker).findByRole('button', { name: '温州市' }));
    await expect(args.onCityChange).toHaveBeenCalledWith({ code: '330300', name: '温州市' });
    await expect(
      within(canvasElement).getByRole('button', { name: /当前城市：温州市/ }),
    ).toBeInTheDocument();
  },
};

export const QrPopover: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('button', { name: '小程序' }));
    await expect(await body().findByRole('img', { name: '小程序二维码' })).toBeInTheDocument();
  },
};

export const NarrowScreen: Story = {
  args: { user: { nickname: '南京市鼓楼区少儿英语培训中心王老师', username: 'wang' } },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
};
