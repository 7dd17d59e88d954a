import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** Spec 000 §4, §9: mobile when the body's width less 3 px is under 1024 px. */
const MOBILE_BELOW = 1024;
const MOBILE_ALLOWANCE = 3;
/** Where the sidebar's open or closed state is remembered (spec 002 §4). */
const SIDEBAR_KEY = 'ccms.sidebar.open';

export type DeviceMode = 'mobile' | 'desktop';

export function deviceModeOf(bodyWidth: number): DeviceMode {
  return bodyWidth - MOBILE_ALLOWANCE < MOBILE_BELOW ? 'mobile' : 'desktop';
}

function currentDeviceMode(): DeviceMode {
  return deviceModeOf(document.body.getBoundingClientRect().width || window.innerWidth);
}

function rememberedOpen(): boolean {
  return localStorage.getItem(SIDEBAR_KEY) !== 'false';
}

/**
 * The sidebar's state: remembered on desktop; on mobile it starts closed, and switching to mobile
 * or changing route while mobile closes it (spec 000 §4).
 */
export function useSidebar() {
  const [device, setDevice] = useState<DeviceMode>(currentDeviceMode);
  const [open, setOpen] = useState(() => device === 'desktop' && rememberedOpen());
  const { pathname } = useLocation();

  const deviceRef = useRef(device);
  useEffect(() => {
    const onResize = () => {
      const next = currentDeviceMode();
      if (next === deviceRef.current) return;
      deviceRef.current = next;
      setDevice(next);
      setOpen(next === 'desktop' ? rememberedOpen() : false);
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const [routeSeen, setRouteSeen] = useState(pathname);
  if (routeSeen !== pathname) {
    setRouteSeen(pathname);
    if (device === 'mobile' && open) setOpen(false);
  }

  const toggle = () => {
    const next = !open;
    setOpen(next);
    if (device === 'desktop') localStorage.setItem(SIDEBAR_KEY, String(next));
  };
  return { device, open, toggle, close: () => setOpen(false) };
}
