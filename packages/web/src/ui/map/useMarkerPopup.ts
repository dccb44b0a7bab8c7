import type { MapMarker } from '@iot/contract';
import L from 'leaflet';
import { useCallback, useEffect, useState, type RefObject } from 'react';
import './marker-popup.css';

export interface OpenPopup {
  marker: MapMarker;
  /** The popup's content element, which React fills through a portal. */
  element: HTMLElement;
}

/** A Leaflet popup at a marker whose content React draws (through a portal into `element`). */
export function useMarkerPopup(map: RefObject<L.Map | null>, className: string) {
  const [popup, setPopup] = useState<OpenPopup>();
  useEffect(() => {
    const instance = map.current;
    if (!instance || !popup) return;
    const opened = L.popup({ minWidth: 220, className })
      .setLatLng([popup.marker.lat ?? 0, popup.marker.lng ?? 0])
      .setContent(popup.element)
      .openOn(instance);
    const closed = () => setPopup((p) => (p === popup ? undefined : p));
    opened.on('remove', closed);
    return () => {
      opened.off('remove', closed);
      opened.remove();
    };
  }, [map, popup, className]);
  const open = useCallback((marker: MapMarker) => setPopup({ marker, element: document.createElement('div') }), []);
  return { popup, open };
}
