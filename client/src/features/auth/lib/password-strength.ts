import {
  createPasswordStrengthCheck,
  type PasswordStrengthCheck,
} from '@contract/password-strength';

let loading: Promise<PasswordStrengthCheck> | undefined;

/**
 * zxcvbn and its dictionaries (several hundred KB) load only on the screens that set a password,
 * once per page life, in chunks of their own: the first visit never downloads them.
 */
export function loadPasswordStrengthCheck(): Promise<PasswordStrengthCheck> {
  loading ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([core, common, english]) => createPasswordStrengthCheck(core, common, english),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
