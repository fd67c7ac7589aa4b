/**
 * Register a free key (e-mail, optional agent name), then confirm it with the code from the e-mail.
 * The step follows the server's record: a provisional registered key asks for its code, even after a reload.
 */
import { useState, type FormEvent, type ReactElement } from 'react';
import { formatEtTime, MISSING } from '../../ui/format';
import { toEastern } from '../../../api/calendar';
import { registrationError } from './account-errors';
import type { RegisteredKeyView } from './account-view';
import { useConfirm, useRegister } from './queries';

const input = 'w-64 max-w-full rounded border border-line bg-raised px-2 py-1';
const button = 'rounded border border-line bg-raised px-3 py-1 hover:border-accent disabled:opacity-60';

function Problem(props: { error: unknown }): ReactElement {
  return (
    <p role="alert" data-testid="account-error" className="mt-2 text-down">
      ✕ {registrationError(props.error)}
    </p>
  );
}

function RegisterForm(props: { again: boolean }): ReactElement {
  const register = useRegister();
  const [email, setEmail] = useState('');
  const [agentName, setAgentName] = useState('');
  const onSubmit = (e: FormEvent): void => {
    e.preventDefault();
    register.mutate({ email: email.trim(), agentName });
  };
  return (
    <form onSubmit={onSubmit} aria-label="Register a free key" className="space-y-2">
      <p className="text-sm text-muted">
        {props.again
          ? 'Registering again replaces the registered key with a new one.'
          : 'A free key works at once for 24 hours; confirm it with the code the service e-mails you to keep it.'}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor="register-email" className="w-28 text-sm text-muted">
          E-mail
        </label>
        <input
          id="register-email"
          type="email"
          required
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          className={input}
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor="register-agent" className="w-28 text-sm text-muted">
          Agent name (optional)
        </label>
        <input
          id="register-agent"
          value={agentName}
          onChange={(e) => setAgentName(e.target.value)}
          autoComplete="off"
          className={input}
        />
      </div>
      <button type="submit" disabled={register.isPending} className={button}>
        {register.isPending ? 'Registering…' : 'Register a free key'}
      </button>
      {register.isError ? <Problem error={register.error} /> : null}
    </form>
  );
}

function ConfirmForm(props: { registered: RegisteredKeyView }): ReactElement {
  const confirm = useConfirm();
  const [code, setCode] = useState('');
  const expires = props.registered.expiresAt ? Date.parse(props.registered.expiresAt) : NaN;
  const onSubmit = (e: FormEvent): void => {
    e.preventDefault();
    confirm.mutate(code.trim());
  };
  return (
    <form onSubmit={onSubmit} aria-label="Confirm the registered key" className="space-y-2">
      <p className="text-sm">
        Key <span className="font-mono">{props.registered.key ?? MISSING}</span> is provisional until{' '}
        <span className="num">
          {Number.isNaN(expires) ? MISSING : `${toEastern(expires).day} ${formatEtTime(expires)} ET`}
        </span>
        . Enter the code from the confirmation e-mail to make it permanent.
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor="confirm-code" className="w-28 text-sm text-muted">
          Code
        </label>
        <input
          id="confirm-code"
          required
          autoComplete="one-time-code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          className={`${input} font-mono`}
        />
      </div>
      <button type="submit" disabled={confirm.isPending} className={button}>
        {confirm.isPending ? 'Confirming…' : 'Confirm'}
      </button>
      {confirm.isError ? <Problem error={confirm.error} /> : null}
    </form>
  );
}

export function RegisterPanel(props: { registered: RegisteredKeyView | null }): ReactElement {
  const { registered } = props;
  const [again, setAgain] = useState(false);
  const provisional = registered?.status === 'provisional';
  return (
    <section aria-labelledby="register-heading" className="rounded border border-line bg-panel p-3">
      <h2 id="register-heading" className="mb-2 font-semibold">
        {registered ? 'Registered key' : 'Register a free key'}
      </h2>
      {registered === null || again ? (
        <RegisterForm again={registered !== null} />
      ) : provisional ? (
        <ConfirmForm registered={registered} />
      ) : (
        <p className="text-sm" data-testid="registered-confirmed">
          ✓ Key <span className="font-mono">{registered.key ?? MISSING}</span> is confirmed and permanent (tier{' '}
          {registered.tier ?? MISSING}).
        </p>
      )}
      {registered !== null && !again ? (
        <button type="button" onClick={() => setAgain(true)} className="mt-2 text-xs text-muted underline">
          Register another key
        </button>
      ) : null}
    </section>
  );
}
