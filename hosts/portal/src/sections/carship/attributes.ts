/** What a car and a ship are described by: the form's inputs, their checks and the detail's facts. */
import type { OperationData } from '@wz/sdk';
import type { Attribute } from '@wz/app-kit/listing/ui';

type Item = OperationData<'carshipList'>['lists'][number];

export const ATTRIBUTES = {
  car: [
    { name: 'brand', label: '品牌', input: 'select', options: 'brand', offered: true, fact: { label: '品牌车系', value: (c) => [c.brand, c.series].filter(Boolean).join(' ') } },
    { name: 'series', label: '车系', input: 'text', max: 30, hint: '如：朗逸', fact: false },
    { name: 'year', label: '首次上牌年份', input: 'year', unit: '年', fact: { label: '首次上牌' } },
    { name: 'mileage', label: '表显里程', input: 'int', max: 10000000, unit: '公里', fact: { value: (c) => (c.mileage ? `${Math.round(c.mileage / 1000) / 10}万公里` : '') } },
    { name: 'gearbox', label: '变速箱', input: 'select', options: 'gearbox' },
    { name: 'energy', label: '能源类型', input: 'select', options: ['汽油', '柴油', '纯电动', '插电混动', '油电混动'] },
    { name: 'body', label: '车身类型', input: 'select', options: ['轿车', 'SUV', 'MPV', '跑车', '皮卡', '面包车'] },
  ],
  ship: [
    { name: 'ship_type', label: '船舶类型', input: 'select', options: 'shiptype', offered: true },
    { name: 'tonnage', label: '吨位', input: 'int', max: 1000000, unit: '吨' },
    { name: 'length', label: '船长', input: 'decimal', max: 1000, unit: '米', step: 0.1 },
    { name: 'year', label: '建造年份', input: 'year', unit: '年' },
    { name: 'zone', label: '航区', input: 'select', options: 'zone' },
  ],
} as const satisfies Record<'car' | 'ship', readonly Attribute<Item>[]>;

/** A rental's deposit and where it is handed over. */
export const rental = (kind: 'car' | 'ship') =>
  [
    { name: 'deposit', label: '押金', input: 'int', max: 10000000, unit: '元' },
    { name: 'pickup', label: kind === 'car' ? '取车地点' : '交船地点', input: 'select', options: 'pickup' },
  ] as const satisfies readonly Attribute<Item>[];

/** A new car has no registration year or mileage. */
export const used = (a: Attribute<Item>, area: string) => area !== 'newcar' || (a.name !== 'year' && a.name !== 'mileage');
