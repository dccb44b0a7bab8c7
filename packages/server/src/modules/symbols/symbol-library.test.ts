import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigFlowType } from '@iot/contract';
import { describe, expect, it } from 'vitest';
import { SYMBOL_CATEGORIES } from './symbol-catalog.js';
import { loadSymbolLibrary, SYMBOLS_DIR } from './symbol-library.js';

/** The library's own rule for a drawing: plain SVG with a viewBox, nothing that runs or reaches out. */
function expectPlainSvg(text: string, name: string) {
  expect(text, name).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" [^>]*viewBox="[\d. ]+"/);
  expect(text.trimEnd(), name).toMatch(/<\/svg>$/);
  expect(text, name).not.toMatch(/<script|<foreignObject|\son\w+\s*=|href\s*=\s*["']?(https?:|\/\/)|javascript:/i);
  expect(text.length, name).toBeLessThan(2048);
  // Balanced elements: every opened tag is closed in order (the drawings use no text content or entities).
  const open: string[] = [];
  for (const [, closing, tag, selfClosing] of text.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (closing) expect(open.pop(), name).toBe(tag);
    else if (!selfClosing) open.push(tag!);
  }
  expect(open, name).toEqual([]);
}

const library = loadSymbolLibrary();
const drawn = (type: ConfigFlowType) =>
  SYMBOL_CATEGORIES.filter((c) => c.type === type).map((c) => ({ key: c.key, count: c.symbols.length }));

describe('the system symbol library', () => {
  it('has at least 80 symbols in 8 categories for flow charts, and 10 in 2 for large screens', () => {
    const flow = drawn(ConfigFlowType.flow);
    const screen = drawn(ConfigFlowType.screen);
    expect(flow.length).toBeGreaterThanOrEqual(8);
    expect(flow.reduce((n, c) => n + c.count, 0)).toBeGreaterThanOrEqual(80);
    expect(screen.length).toBeGreaterThanOrEqual(2);
    expect(screen.reduce((n, c) => n + c.count, 0)).toBeGreaterThanOrEqual(10);
  });

  it('draws every file as plain SVG, the state variants too', () => {
    for (const category of fs.readdirSync(SYMBOLS_DIR)) {
      for (const name of fs.readdirSync(path.join(SYMBOLS_DIR, category))) {
        expectPlainSvg(fs.readFileSync(path.join(SYMBOLS_DIR, category, name), 'utf8'), `${category}/${name}`);
      }
    }
    for (const category of library.categories) {
      for (const file of library.symbolsOf(category.key)!) expectPlainSvg(file.bytes.toString('utf8'), file.key);
    }
  });

  it('has running, stopped and fault pumps, fans and motors, open and closed valves, lit lights; faults badged', () => {
    const required = {
      'pumps-fans': ['pump-centrifugal', 'fan-axial', 'fan-centrifugal'],
      motors: ['motor'],
      valves: ['valve-gate', 'valve-ball', 'valve-control'],
      'lights-switches': ['light-indicator', 'beacon'],
    };
    const states = { 'pumps-fans': 'running', motors: 'running', valves: 'open', 'lights-switches': 'on' } as const;
    for (const [category, keys] of Object.entries(required)) {
      for (const key of keys) {
        const active = library.file(category, `${key}.${states[category as keyof typeof states]}.svg`);
        const fault = library.file(category, `${key}.fault.svg`);
        expect(active, `${category}/${key}`).toMatchObject({ group: key });
        expect(active!.bytes.toString()).toContain('color="#2e9d5b"');
        expect(fault!.bytes.toString()).toMatch(/color="#d64541"[\s\S]*fill="#f2a31b"[^<]*\/><path [^>]*\/><\/svg>\n$/);
        expect(library.file(category, `${key}.svg`)!.bytes.toString()).toContain('color="#9aa3ad"');
      }
    }
    expect(library.file('pumps-fans', 'pump-centrifugal.stopped.svg')?.state).toBe('stopped');
  });

  it('gives each pipe a centreline for a flow animation', () => {
    for (const file of library.symbolsOf('pipes')!) expect(file.bytes.toString(), file.key).toContain('class="flow"');
  });

  it('refuses to start with a drawing that is unsafe or missing from the catalogue', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'symbols-'));
    fs.mkdirSync(path.join(dir, 'pipes'));
    const pipes = [{ key: 'pipes', type: ConfigFlowType.flow, title: { zh: '管', en: 'Pipes' }, symbols: [] }];
    fs.writeFileSync(path.join(dir, 'pipes', 'stray.svg'), '<svg viewBox="0 0 1 1"/>');
    expect(() => loadSymbolLibrary(dir, pipes)).toThrow(/not in the catalogue: stray.svg/);
    fs.writeFileSync(path.join(dir, 'pipes', 'stray.svg'), '<svg viewBox="0 0 1 1" onload="alert(1)"/>');
    const entry = { key: 'stray', title: { zh: '管', en: 'Pipe' } };
    expect(() => loadSymbolLibrary(dir, [{ ...pipes[0]!, symbols: [entry] }])).toThrow(/not a plain SVG/);
    fs.rmSync(dir, { recursive: true });
  });
});
