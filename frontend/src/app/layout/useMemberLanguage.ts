import { useEffect } from 'react';
import { useAuth } from '../../features/auth';
import { useLanguage } from '../../i18n';
import { isLanguage } from '../../i18n/language';

/**
 * A signed-in member's interface language is their `preferred_language`: applied when the member
 * loads (sign-in, reload) and whenever it changes (settings, navbar toggle). A guest's choice is
 * kept in the browser (i18n/language.ts).
 */
export function useMemberLanguage(): void {
  const { member } = useAuth();
  const { setLanguage } = useLanguage();
  const preferred = member?.preferred_language;
  const memberId = member?.id;
  useEffect(() => {
    if (memberId && isLanguage(preferred)) setLanguage(preferred);
  }, [memberId, preferred, setLanguage]);
}
