import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatTime, startClock } from './clock';

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

describe('formatTime', () => {
  it('writes every date token and keeps the rest as written', () => {
    const date = new Date(2026, 0, 4, 15, 7, 9);
    expect(formatTime(date, 'YYYY-MM-DD HH:mm:ss WW', weekdays)).toBe('2026-01-04 15:07:09 Sunday');
    expect(formatTime(date, 'YY/MM/DD hh:mm ww', weekdays)).toBe('26/01/04 03:07 7');
    expect(formatTime(new Date(2026, 0, 5, 0, 0, 0), 'hh ww 时间', weekdays)).toBe('12 1 时间');
  });
});

describe('startClock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 10, 26, 9, 0, 0));
  });
  afterEach(() => vi.useRealTimers());

  const deps = (render: (texts: ReadonlyMap<string, string>) => void) => ({
    now: () => new Date(),
    every: (ms: number, tick: () => void) => {
      const timer = setInterval(tick, ms);
      return () => clearInterval(timer);
    },
    weekdays,
    render,
  });

  it('shows the time at once, then every second, rendering only the pens whose text changed', () => {
    const render = vi.fn<(texts: ReadonlyMap<string, string>) => void>();
    const stop = startClock(
      [
        { id: 'clock', format: 'HH:mm:ss' },
        { id: 'day', format: 'YYYY-MM-DD WW' },
        { id: 'plain', format: undefined },
      ],
      deps(render),
    );
    expect(render).toHaveBeenCalledTimes(1);
    expect(Object.fromEntries(render.mock.calls[0]![0])).toEqual({
      clock: '09:00:00',
      day: '2026-11-26 Thursday',
      plain: '2026-11-26 09:00:00',
    });

    vi.advanceTimersByTime(1000);
    expect(render).toHaveBeenCalledTimes(2);
    expect(Object.fromEntries(render.mock.calls[1]![0])).toEqual({ clock: '09:00:01', plain: '2026-11-26 09:00:01' });

    vi.advanceTimersByTime(2000);
    expect(render).toHaveBeenCalledTimes(4);
    expect(render.mock.calls[3]![0].get('clock')).toBe('09:00:03');

    stop();
    vi.advanceTimersByTime(5000);
    expect(render).toHaveBeenCalledTimes(4);
  });

  it('renders nothing for a format without seconds until its text changes', () => {
    const render = vi.fn<(texts: ReadonlyMap<string, string>) => void>();
    startClock([{ id: 'minute', format: 'HH:mm' }], deps(render));
    vi.advanceTimersByTime(59_000);
    expect(render).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(render).toHaveBeenCalledTimes(2);
    expect(render.mock.calls[1]![0].get('minute')).toBe('09:01');
  });

  it('starts nothing without time pens', () => {
    const every = vi.fn(() => () => undefined);
    startClock([], { ...deps(vi.fn()), every });
    expect(every).not.toHaveBeenCalled();
  });
});
