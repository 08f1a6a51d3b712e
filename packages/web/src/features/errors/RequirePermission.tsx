import type { UserResponse } from '@dz/shared';
import type { ReactNode } from 'react';
import { useSession } from '../../app/session/sessionContext';
import { ForbiddenPage } from './ForbiddenPage';

interface RequirePermissionProps {
  /** A predicate from `@dz/shared` permissions over the signed-in user, e.g. `isAdmin` or `isHost`. */
  allow: (user: UserResponse | null) => boolean;
  /** The locale key that says why not. */
  reason?: string;
  children: ReactNode;
}

/** Shows its children only to users the predicate allows; the server checks the same rule. */
export function RequirePermission({ allow, reason, children }: RequirePermissionProps) {
  const { user } = useSession();
  return allow(user) ? children : <ForbiddenPage reason={reason} />;
}
