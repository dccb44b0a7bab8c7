import { useEffect, useRef } from 'react';

const STAR_COUNT = 2500;

/** The starfield behind the dark login look (spec: 2500 stars), drawn once per resize. */
export function Starfield() {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const draw = () => {
      canvas.width = window.innerWidth;
      canvas.height = window.innerHeight;
      context.clearRect(0, 0, canvas.width, canvas.height);
      for (let i = 0; i < STAR_COUNT; i += 1) {
        const radius = Math.random() * 1.2;
        context.globalAlpha = 0.3 + Math.random() * 0.7;
        context.fillStyle = '#ffffff';
        context.beginPath();
        context.arc(Math.random() * canvas.width, Math.random() * canvas.height, radius, 0, Math.PI * 2);
        context.fill();
      }
    };
    draw();
    window.addEventListener('resize', draw);
    return () => window.removeEventListener('resize', draw);
  }, []);

  return <canvas ref={canvasRef} className="login-starfield" aria-hidden />;
}
