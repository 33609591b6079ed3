import { Button } from '../../primitives/Button/Button';
import { Popover } from '../../primitives/Popover/Popover';
import type { School } from './types';

/** Certificate and approval-document buttons, each opening its image in a popover. */
export function DocPopovers({
  school,
}: {
  school: Pick<School, 'schoolname' | 'zhengshu' | 'piwen'>;
}) {
  const docs = [
    { key: 'zhengshu', label: '办学许可证', src: school.zhengshu },
    { key: 'piwen', label: '审批文件', src: school.piwen },
  ];
  return (
    <>
      {docs.map((d) =>
        d.src ? (
          <Popover
            key={d.key}
            title={d.label}
            width={320}
            content={
              <img
                src={d.src}
                alt={`${school.schoolname}的${d.label}`}
                style={{ display: 'block', width: '100%', height: 'auto' }}
              />
            }
          >
            <Button size="sm" variant="secondary">
              查看{d.label}
            </Button>
          </Popover>
        ) : (
          <Button key={d.key} size="sm" variant="secondary" disabled>
            暂无{d.label}
          </Button>
        ),
      )}
    </>
  );
}
