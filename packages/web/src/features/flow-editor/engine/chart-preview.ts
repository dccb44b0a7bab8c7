import { ChartCode } from '@iot/contract';

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}
interface ChartPen {
  iotData?: { data?: unknown[]; echarts?: { type?: string; title?: string } };
  calculative?: { worldRect?: Rect };
}

/** The spec's default palette's first colours (spec 9: nine colours). */
const PALETTE = ['#5470c6', '#91cc75', '#fac858', '#ee6666', '#73c0de'];
const AXIS = '#8c8c8c';
/** The shape a preview draws: a wave, so the kind reads at a glance. */
const sample = (i: number, n: number) => 0.35 + 0.25 * Math.sin((i / Math.max(1, n - 1)) * Math.PI * 1.6 + 0.6);

function axes(ctx: CanvasRenderingContext2D, r: Rect) {
  ctx.strokeStyle = AXIS;
  ctx.beginPath();
  ctx.moveTo(r.x, r.y);
  ctx.lineTo(r.x, r.y + r.height);
  ctx.lineTo(r.x + r.width, r.y + r.height);
  ctx.stroke();
}

function series(ctx: CanvasRenderingContext2D, code: string, r: Rect, count: number) {
  const cx = r.x + r.width / 2;
  const cy = r.y + r.height / 2;
  const radius = Math.min(r.width, r.height) / 2;
  ctx.lineWidth = 2;
  switch (code) {
    case ChartCode.bar:
    case ChartCode.sortedBar:
    case ChartCode.liveBar:
    case ChartCode.percentBar: {
      axes(ctx, r);
      const bars = 6;
      const width = r.width / (bars * 1.6);
      for (let i = 0; i < bars; i += 1) {
        const h = r.height * (code === ChartCode.sortedBar ? 0.9 - i * 0.13 : sample(i, bars) + 0.2);
        ctx.fillStyle = PALETTE[0]!;
        ctx.fillRect(r.x + width * 0.6 + i * width * 1.6, r.y + r.height - h, width, h);
      }
      return;
    }
    case ChartCode.pie:
    case ChartCode.ring: {
      let start = -Math.PI / 2;
      [0.4, 0.25, 0.2, 0.15].forEach((part, i) => {
        ctx.fillStyle = PALETTE[i]!;
        ctx.beginPath();
        ctx.moveTo(cx, cy);
        ctx.arc(cx, cy, radius, start, start + part * Math.PI * 2);
        ctx.fill();
        start += part * Math.PI * 2;
      });
      if (code === ChartCode.ring) {
        ctx.fillStyle = '#fff';
        ctx.beginPath();
        ctx.arc(cx, cy, radius * 0.55, 0, Math.PI * 2);
        ctx.fill();
      }
      return;
    }
    case ChartCode.gauge:
    case ChartCode.doubleGauge:
    case ChartCode.gaugeProgress: {
      const gy = r.y + r.height * 0.65;
      ctx.lineWidth = Math.max(4, radius / 8);
      ctx.strokeStyle = '#e8e8e8';
      ctx.beginPath();
      ctx.arc(cx, gy, radius * 0.9, Math.PI * 0.8, Math.PI * 2.2);
      ctx.stroke();
      ctx.strokeStyle = PALETTE[0]!;
      ctx.beginPath();
      ctx.arc(cx, gy, radius * 0.9, Math.PI * 0.8, Math.PI * 1.6);
      ctx.stroke();
      if (code === ChartCode.doubleGauge) {
        ctx.strokeStyle = PALETTE[1]!;
        ctx.beginPath();
        ctx.arc(cx, gy, radius * 0.65, Math.PI * 0.8, Math.PI * 1.9);
        ctx.stroke();
      }
      return;
    }
    case ChartCode.radar5:
    case ChartCode.radar6: {
      const sides = code === ChartCode.radar5 ? 5 : 6;
      for (const [scale, color] of [
        [1, AXIS],
        [0.6, PALETTE[0]!],
      ] as const) {
        ctx.strokeStyle = color;
        ctx.beginPath();
        for (let i = 0; i <= sides; i += 1) {
          const a = -Math.PI / 2 + (i * Math.PI * 2) / sides;
          const k = scale === 1 ? 1 : scale + 0.3 * sample(i, sides);
          const p = { x: cx + Math.cos(a) * radius * k, y: cy + Math.sin(a) * radius * k };
          if (i === 0) ctx.moveTo(p.x, p.y);
          else ctx.lineTo(p.x, p.y);
        }
        ctx.stroke();
      }
      return;
    }
    case ChartCode.liquid: {
      ctx.strokeStyle = AXIS;
      ctx.strokeRect(cx - radius / 2, r.y, radius, r.height);
      ctx.fillStyle = PALETTE[0]!;
      ctx.fillRect(cx - radius / 2, r.y + r.height * 0.4, radius, r.height * 0.6);
      return;
    }
    default: {
      axes(ctx, r);
      const points = 12;
      for (let s = 0; s < Math.max(1, Math.min(count, PALETTE.length)); s += 1) {
        ctx.strokeStyle = PALETTE[s]!;
        ctx.fillStyle = PALETTE[s]!;
        ctx.beginPath();
        for (let i = 0; i < points; i += 1) {
          const px = r.x + (r.width * i) / (points - 1);
          const py = r.y + r.height * (1 - sample(i + s * 3, points));
          if (code === ChartCode.scatter) ctx.fillRect(px - 2, py - 2, 4, 4);
          else if (i === 0) ctx.moveTo(px, py);
          else ctx.lineTo(px, py);
        }
        if (code !== ChartCode.scatter) ctx.stroke();
      }
    }
  }
}

/**
 * How the editor draws a chart pen: its title, and a drawing of its kind with as many series as it has
 * bindings. Run mode draws the chart itself, with the bound values.
 */
export function drawChartPreview(ctx: CanvasRenderingContext2D, pen: ChartPen) {
  const rect = pen.calculative?.worldRect;
  if (!rect || rect.width <= 0 || rect.height <= 0) return;
  const code = pen.iotData?.echarts?.type ?? ChartCode.line;
  const title = pen.iotData?.echarts?.title;
  const pad = Math.min(rect.width, rect.height) * 0.1;
  const titleHeight = title ? Math.min(20, rect.height * 0.15) : 0;
  ctx.save();
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(rect.x, rect.y, rect.width, rect.height);
  ctx.strokeStyle = '#d9d9d9';
  ctx.lineWidth = 1;
  ctx.strokeRect(rect.x, rect.y, rect.width, rect.height);
  if (title) {
    ctx.fillStyle = '#262626';
    ctx.font = `${Math.round(titleHeight * 0.7)}px sans-serif`;
    ctx.textBaseline = 'middle';
    ctx.fillText(title, rect.x + pad, rect.y + pad / 2 + titleHeight / 2, rect.width - pad * 2);
  }
  const inner = {
    x: rect.x + pad,
    y: rect.y + pad + titleHeight,
    width: rect.width - pad * 2,
    height: rect.height - pad * 2 - titleHeight,
  };
  if (inner.width > 0 && inner.height > 0) series(ctx, code, inner, pen.iotData?.data?.length ?? 0);
  ctx.restore();
}
