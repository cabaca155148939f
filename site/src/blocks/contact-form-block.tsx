import { statementPath } from '../routing/site-paths';
import { useRender } from '../render/render-context';
import { text } from './block-media';
import type { BlockProps } from './block-props';

/**
 * The contact form (SPEC §5). The form itself works as markup; the contact-form island checks
 * the rules in the browser, posts to the contact endpoint with the CSRF proof and shows the
 * outcome. The failure text names the phone number of site text `contact` when there is one.
 */
export function ContactFormBlock({ block }: BlockProps<'contact-form'>) {
  const { model, texts, islands } = useRender();
  islands.add('contact-form');
  const phone = model.content.contactPhone ?? '';
  const field = (name: string, label: string, type: string, autoComplete: string) => (
    <p className="field">
      <label htmlFor={`${block.key}-${name}`}>{label}</label>
      <input id={`${block.key}-${name}`} name={name} type={type} required autoComplete={autoComplete} />
      <span className="field__error" data-error-for={name} />
    </p>
  );
  return (
    <section className="block contact-form">
      {text(block.props.heading) && <h2>{text(block.props.heading)}</h2>}
      {text(block.props.intro) && <p>{text(block.props.intro)}</p>}
      <form
        method="post"
        action="/api/tessera/contact/submit"
        noValidate
        data-island="contact-form"
        data-locale={model.locale}
        data-success={text(block.props.successMessage) || texts.contactThanks}
        data-failure={phone ? texts.contactFailedPhone.replace('{phone}', phone) : texts.contactFailed}
        data-msg-required={texts.required}
        data-msg-email={texts.invalidEmail}
        data-msg-phone={texts.invalidPhone}
        data-msg-privacy={texts.mustAcceptPrivacy}
      >
        {field('firstName', texts.firstName, 'text', 'given-name')}
        {field('lastName', texts.lastName, 'text', 'family-name')}
        {field('email', texts.email, 'email', 'email')}
        {field('phone', texts.phone, 'tel', 'tel')}
        <p className="field">
          <label htmlFor={`${block.key}-message`}>{texts.message}</label>
          <textarea id={`${block.key}-message`} name="message" required rows={6} />
          <span className="field__error" data-error-for="message" />
        </p>
        {/* A honeypot: hidden from people, filled in by naive bots. */}
        <p className="field field--trap" aria-hidden="true">
          <label htmlFor={`${block.key}-website`}>Website</label>
          <input id={`${block.key}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
        </p>
        <p className="field field--check">
          <input id={`${block.key}-privacy`} name="privacyAccepted" type="checkbox" required value="true" />
          <label htmlFor={`${block.key}-privacy`}>
            <a href={statementPath('privacy', model.locale, model.defaultLocale)}>{texts.privacyAccept}</a>
          </label>
          <span className="field__error" data-error-for="privacyAccepted" />
        </p>
        <button type="submit" className="button button--primary">
          {texts.send}
        </button>
        <p className="contact-form__status" role="status" aria-live="polite" />
      </form>
    </section>
  );
}
