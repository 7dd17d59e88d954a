import { Outlet } from 'react-router-dom';
import { BareFrame } from './BareFrame';

/** Pages without the shell (login, error pages, pages opened in their own window). */
export function BareLayout() {
  return (
    <BareFrame>
      <Outlet />
    </BareFrame>
  );
}
