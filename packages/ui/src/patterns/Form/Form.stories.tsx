import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  emptyPublish,
  filledPublish,
  PublishForm,
  storyRegions,
  type PublishFormProps,
} from './storyForm';

const meta = {
  title: 'Patterns/Form',
  component: PublishForm,
  args: { onSubmit: fn(), loadRegions: fn(storyRegions) },
} satisfies Meta<typeof PublishForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first region read fails (one loader per mounted story, so a re-render does not fail again). */
function FailingRegions(props: PublishFormProps) {
  const [load] = useState(() => {
    let calls = 0;
    return (pid: string) =>
      calls++ === 0 ? Promise.reject(new Error('network')) : storyRegions(pid);
  });
  return <PublishForm {...props} loadRegions={load} />;
}

/** An ApiError as the SDK throws it for the api-server's 400 answer. */
const refusal = (code: number, msg: string) =>
  Object.assign(new Error(`addHouse: ${msg} (api ${code})`), { name: 'ApiError', code, msg });

/** Every part of a field at once: required marks, hints, Chinese errors, filled and disabled controls. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 32 }}>
      <PublishForm
        {...args}
        name="待填写"
        validateOnMount
        defaultValues={{ ...emptyPublish, title: '地铁口两居', rooms: 1.5, features: ['metro'] }}
      />
      <PublishForm {...args} name="不可编辑" defaultValues={filledPublish} disabled />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const c = within(within(canvasElement).getByRole('form', { name: '待填写' }));
    await expect(await c.findByText('请输入整数')).toBeVisible();
    await expect(c.getByText('请选择所在地区')).toBeVisible();
    await expect(c.getByRole('textbox', { name: '标题' })).not.toHaveAttribute('aria-invalid');
    const locked = within(within(canvasElement).getByRole('form', { name: '不可编辑' }));
    await waitFor(() =>
      expect(locked.getByRole('combobox', { name: '区县' })).toHaveValue('320106'),
    );
    await expect(locked.getByRole('textbox', { name: '标题' })).toBeDisabled();
  },
};

/** Submitting empty shows every rule in Chinese and focuses the first field; fixing a field clears its message. */
export const ValidatesInChinese: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: '发布' }));
    const title = c.getByRole('textbox', { name: '标题' });
    await expect(await c.findByText('请输入标题')).toBeVisible();
    for (const text of [
      '此项必填',
      '请输入价格',
      '请选择类型',
      '请选择用途',
      '请至少选择一个特色',
      '请选择开盘日期',
      '请选择所在地区',
      '请阅读并同意发布须知',
    ])
      await expect(c.getByText(text)).toBeVisible();
    await expect(title).toHaveFocus();
    await expect(title).toHaveAccessibleDescription('30 字以内 请输入标题');
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(title, '精装两居');
    await expect(c.queryByText('请输入标题')).toBeNull();
    await expect(title).not.toHaveAttribute('aria-invalid');

    const rooms = c.getByRole('spinbutton', { name: '房间数' });
    await userEvent.type(rooms, '1.5');
    await expect(await c.findByText('请输入整数')).toBeVisible();
    await userEvent.clear(rooms);
    await userEvent.type(rooms, '0');
    await expect(await c.findByText('不能小于 1')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * The api-server refuses the title (`参数错误: body/title must NOT have fewer than 12 characters`):
 * the message lands under 标题 in Chinese, focus goes there, and everything typed stays. A refusal
 * about no field shows above the button; the next submit goes through.
 */
export const ServerRefusalMappedOntoField: Story = {
  args: { defaultValues: filledPublish },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const onSubmit = args.onSubmit as ReturnType<typeof fn>;
    onSubmit.mockRejectedValueOnce(
      refusal(400, '参数错误: body/title must NOT have fewer than 12 characters'),
    );
    await userEvent.click(c.getByRole('button', { name: '发布' }));
    const title = c.getByRole('textbox', { name: '标题' });
    await expect(await c.findByText('至少输入 12 个字')).toBeVisible();
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toHaveFocus();
    await expect(title).toHaveValue('鼓楼区地铁口精装两居室');
    await expect(c.getByRole('textbox', { name: '总价' })).toHaveValue('12500.00');
    await expect(c.getByRole('combobox', { name: '区县' })).toHaveValue('320106');
    await expect(c.getByRole('checkbox', { name: '我已阅读并同意发布须知' })).toBeChecked();

    await userEvent.type(title, '，南北通透');
    await expect(c.queryByText('至少输入 12 个字')).toBeNull();
    onSubmit.mockRejectedValueOnce(refusal(201, '今日发布次数已达上限'));
    await userEvent.click(c.getByRole('button', { name: '发布' }));
    await expect(await c.findByText('今日发布次数已达上限')).toBeVisible();
    await expect(title).toHaveValue('鼓楼区地铁口精装两居室，南北通透');

    onSubmit.mockResolvedValueOnce(undefined);
    await userEvent.click(c.getByRole('button', { name: '发布' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(3));
    await waitFor(() => expect(c.queryByText('今日发布次数已达上限')).toBeNull());
    await expect(onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: '鼓楼区地铁口精装两居室，南北通透', price: 1250000 }),
    );
  },
};

/** 总价 is typed in yuan and kept as integer cents: 1999.9 → 199990; a third decimal or letters are not taken. */
export const MoneyInCents: Story = {
  args: { defaultValues: { ...filledPublish, price: undefined } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const price = c.getByRole('textbox', { name: '总价' });
    await userEvent.type(price, '0.075');
    await expect(price).toHaveValue('0.07');
    await userEvent.clear(price);
    await userEvent.type(price, '１２。5元');
    await expect(price).toHaveValue('12.5');
    await userEvent.tab();
    await expect(price).toHaveValue('12.50');
    await userEvent.clear(price);
    await userEvent.type(price, '1999.9');
    await userEvent.click(c.getByRole('button', { name: '发布' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          price: 199990,
          rooms: 2,
          usage: 1,
          features: ['metro', 'school'],
        }),
      ),
    );
    await expect(price).toHaveValue('1999.90');
  },
};

/** Province → city → district load one level at a time; a new province clears the levels under it. */
export const RegionCascade: Story = {
  args: { defaultValues: { ...filledPublish, province: '', city: '', district: '' } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const province = c.getByRole('combobox', { name: '省份' });
    const city = c.getByRole('combobox', { name: '城市' });
    const district = c.getByRole('combobox', { name: '区县' });
    await waitFor(() => expect(province).toBeEnabled());
    await expect(city).toBeDisabled();
    await userEvent.selectOptions(province, '江苏省');
    await waitFor(() => expect(city).toBeEnabled());
    await userEvent.selectOptions(city, '南京市');
    await waitFor(() => expect(district).toBeEnabled());
    await userEvent.selectOptions(district, '鼓楼区');

    await userEvent.selectOptions(province, '浙江省');
    await expect(district).toHaveValue('');
    await expect(district).toBeDisabled();
    await waitFor(() => expect(city).toBeEnabled());
    await expect(city).toHaveValue('');
    await userEvent.selectOptions(city, '杭州市');
    await waitFor(() => expect(district).toBeEnabled());
    await userEvent.selectOptions(district, '上城区');
    await userEvent.click(c.getByRole('button', { name: '发布' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ province: '330000', city: '330100', district: '330102' }),
      ),
    );
    for (const code of ['0', '320000', '320100', '330000', '330100'])
      await expect(args.loadRegions).toHaveBeenCalledWith(code);
    await expect(args.loadRegions).toHaveBeenCalledTimes(5);
  },
};

/** The region read fails once: 地区加载失败 with 重试, which loads the provinces. */
export const RegionLoadFailsThenRetries: Story = {
  render: (args) => <FailingRegions {...args} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('地区加载失败')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(c.getByRole('combobox', { name: '省份' })).toBeEnabled());
    await expect(c.queryByText('地区加载失败')).toBeNull();
  },
};

/** Labels left of the controls, as on wide publish pages. */
export const Horizontal: Story = {
  args: { layout: 'horizontal', defaultValues: filledPublish },
};

export const NarrowScreen: Story = {
  args: { defaultValues: filledPublish },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
};
