import { Spin } from 'antd';

/** What a screen shows while its chunk loads. */
export const pageFallback = <Spin style={{ display: 'block', margin: '120px auto' }} />;
