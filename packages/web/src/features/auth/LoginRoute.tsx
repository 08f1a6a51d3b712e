import { Navigate, useLocation } from 'react-router';
import { useSession } from '../../app/session/sessionContext';
import { useSignedIn } from './api';
import { LoginPage } from './LoginPage';
import { returnPathOf } from './login/returnPath';

/**
 * The app's own `/login` route (reached from inside the app, e.g. by the sign-in guard): the light login page;
 * once signed in the session knows the user and the page the guard came from opens.
 */
export function LoginRoute() {
  const { status } = useSession();
  const { state } = useLocation();
  const signedIn = useSignedIn();
  // a user without a member goes on too: the app's pages explain that an admin has to link one
  if (status === 'authenticated' || status === 'notLinked') {
    return <Navigate to={returnPathOf(state)} replace />;
  }
  return <LoginPage onSignedIn={signedIn} />;
}
