import { useQuery } from '@tanstack/react-query';
import { fetchCaptcha } from './api';

/** The server answers a data URL or raw SVG markup; an empty image means captcha is off. */
export function captchaSource(img: string): string {
  return img.startsWith('data:') ? img : `data:image/svg+xml;charset=utf-8,${encodeURIComponent(img)}`;
}

export function useCaptcha() {
  const query = useQuery({ queryKey: ['login', 'captcha'], queryFn: fetchCaptcha, staleTime: 0, gcTime: 0 });
  const img = query.data?.img ?? '';
  return {
    enabled: img !== '',
    src: img ? captchaSource(img) : '',
    uuid: query.data?.uuid,
    refresh: () => void query.refetch(),
  };
}
