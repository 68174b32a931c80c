import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { toaster } from '../../components/ui/toaster';
import {
  ShellNotificationsDocument,
  ShellSignOutDocument,
  ShellSwitchRoleDocument,
  ShellViewerDocument,
  type Role,
} from '../../graphql/__generated__/graphql';
import { errorMessage } from '../../graphql/errors';
import { ROLE_LABELS } from '../../graphql/viewer';

/** docs/product.md, "Business constants": the role-switch toast stays 3 s. */
export const ROLE_SWITCH_TOAST_MS = 3000;

export function roleSwitchToast(role: Role) {
  const label = ROLE_LABELS[role];
  return {
    title: `Switched to ${label} view`,
    description: `You are now viewing the portal as a ${label}`,
  };
}

export const SIGN_OUT_TOAST = {
  title: 'Signed out successfully',
  description: 'You have been logged out of your account.',
} as const;

/**
 * Role switch and sign out. The session is server state: after it changes, everything cached for the
 * previous user is dropped and the shell reads the viewer and notifications again.
 */
export function useSessionActions() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [switchRoleMutation] = useMutation(ShellSwitchRoleDocument);
  const [signOutMutation] = useMutation(ShellSignOutDocument);
  const [pending, setPending] = useState<'switch' | 'sign-out' | null>(null);

  /** Switches role, then goes to `to` (the dashboard, per docs/product.md, "States", unless a page asks otherwise). */
  const switchRole = useCallback(
    async (role: Role, to = '/') => {
      setPending('switch');
      try {
        const result = await switchRoleMutation({ variables: { input: { role } } });
        const problem = result.data?.switchRole.errors[0];
        if (problem) {
          toaster.create({ type: 'error', title: 'Could not switch role', description: problem.message });
          return;
        }
        await client.clearStore();
        toaster.create({ type: 'success', ...roleSwitchToast(role), duration: ROLE_SWITCH_TOAST_MS });
        await navigate(to);
        // The shell stays mounted across the switch: read its viewer and notifications afresh.
        await client.refetchQueries({ include: [ShellViewerDocument, ShellNotificationsDocument] });
      } catch (caught) {
        toaster.create({ type: 'error', title: 'Could not switch role', description: errorMessage(caught).message });
      } finally {
        setPending(null);
      }
    },
    [client, navigate, switchRoleMutation],
  );

  const signOut = useCallback(async () => {
    setPending('sign-out');
    try {
      await signOutMutation();
      await client.clearStore();
      toaster.create({ type: 'success', ...SIGN_OUT_TOAST });
      await navigate('/login');
    } catch (caught) {
      toaster.create({ type: 'error', title: 'Could not sign out', description: errorMessage(caught).message });
    } finally {
      setPending(null);
    }
  }, [client, navigate, signOutMutation]);

  return { switchRole, signOut, pending };
}
