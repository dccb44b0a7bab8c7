import { Spin } from 'antd';
import { Suspense, createElement } from 'react';
import { pageComponent } from './page-registry';

export function PageHost({ componentName }: { componentName: string }) {
  // The registry caches one lazy component per name, so this element type is stable across renders.
  return (
    <Suspense fallback={<Spin style={{ display: 'block', margin: '120px auto' }} />}>
      {createElement(pageComponent(componentName))}
    </Suspense>
  );
}
