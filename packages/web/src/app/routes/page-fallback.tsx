import { Spin } from 'antd';

/**
 * What a screen shows while its chunk loads: centred, and nearer the top in a short frame (a cell of the
 * monitoring wall) than on a full page.
 */
export const pageFallback = <Spin style={{ display: 'block', textAlign: 'center', padding: 'min(120px, 30vh) 0' }} />;
