import { Flex, Pagination } from 'antd';
import type { CSSProperties } from 'react';
import type { PageInfo } from '../contracts/common';
import { AntdProvider } from './antd-provider';

export interface PagerControlProps {
  pagination: PageInfo;
  onChange: (page: number) => void;
  size?: 'small';
  style?: CSSProperties;
}

/**
 * antd's Pagination under a list; loaded by `ListPager` only when a list has more than one page.
 * Themed itself: lists on first screens drawn without antd are on pages not wrapped in withAntd.
 */
export default function PagerControl({ pagination, onChange, size, style }: PagerControlProps) {
  return (
    <AntdProvider>
      <Flex justify="center" style={style}>
        <Pagination
          size={size}
          current={pagination.page}
          pageSize={pagination.limit}
          total={pagination.total}
          showSizeChanger={false}
          onChange={onChange}
        />
      </Flex>
    </AntdProvider>
  );
}
