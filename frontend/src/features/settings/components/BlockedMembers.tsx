import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, QueryState } from '../../../components/ui';
import { UserAvatar } from '../../../components/ui/UserAvatar';
import { useToast } from '../../../components/ui/Toaster';
import { useServerMessage } from '../../../lib/api/useServerMessage';
import { useBlockChange, useBlockedMembers } from '../../../lib/blocks';

/** Settings › Privacy › Blocked members: whom the reader blocks, each with Desbloquear (ADR 0101). */
export function BlockedMembers() {
  const { t } = useTranslation('settings');
  const headingId = useId();
  const blocked = useBlockedMembers();
  const change = useBlockChange();
  const errorText = useServerMessage();
  const toast = useToast();
  const unblock = (id: string, name: string) =>
    change.mutate(
      { memberId: id, blocked: false },
      { onSuccess: () => toast.show({ title: t('privacy.unblocked', { name }), tone: 'success' }) },
    );
  return (
    <div className="blocked-members" role="group" aria-labelledby={headingId}>
      <h3 id={headingId} className="blocked-members__title">
        {t('privacy.blocked')}
      </h3>
      <p className="field__hint">{t('privacy.blockedHint')}</p>
      <QueryState query={blocked} loading={t('privacy.blockedLoading')} message={t('privacy.blockedError')} headingLevel={3}>
        {(members) =>
          members.length === 0 ? (
            <p className="blocked-members__empty">{t('privacy.blockedEmpty')}</p>
          ) : (
            <ul className="blocked-members__list">
              {members.map((member) => (
                <li key={member.id} className="blocked-members__item">
                  <UserAvatar name={member.name} picture={member.picture} size="sm" />
                  <span className="blocked-members__name">{member.name}</span>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('privacy.unblockLabel', { name: member.name })}
                    loading={change.isPending && change.variables?.memberId === member.id}
                    onClick={() => unblock(member.id, member.name)}
                  >
                    {t('privacy.unblock')}
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      {change.isError && <Alert variant="error">{errorText(change.error, t('privacy.unblockError'))}</Alert>}
    </div>
  );
}
