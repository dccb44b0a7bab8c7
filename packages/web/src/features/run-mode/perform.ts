import type { RunAction } from '../../runtime/events';
import type { RunEngine } from '../../runtime/run-engine';

/** Actions the page shows (frames, dialogs) or carries out itself (routes). */
export type PageAction = Extract<RunAction, { kind: 'openFrame' | 'openHistory' | 'openIssue' | 'navigate' }>;

/** Carries out one action of a pen's event: on the canvas itself, in a new window, or through the page. */
export function perform(engine: RunEngine, action: RunAction, page: (action: PageAction) => void): void {
  switch (action.kind) {
    case 'setProps':
      return engine.set(action.target, action.props);
    case 'setText':
      return engine.set(action.target, { text: action.text });
    case 'animate':
      return engine.animate(action.target, action.how);
    case 'toggleTagged':
      return engine.toggleTagged(action.tag);
    case 'openWindow':
      return void window.open(action.url, '_blank', 'noopener,noreferrer');
    case 'navigate':
      // Inside a frame (the monitoring wall, a dashboard overlay) the route opens in the whole console.
      if (window.top && window.top !== window.self) return window.top.location.assign(action.path);
      return page(action);
    default:
      return page(action);
  }
}
