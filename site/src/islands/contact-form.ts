import { contactProblems, type ContactInput, type ContactProblem } from './contact-rules.js';
import { postJson } from './site-request.js';

/**
 * The contact form: SPEC §5 rules checked in the browser, then a POST to the contact endpoint
 * with the site's CSRF proof. On failure the visitor is asked to try again or phone (the text
 * comes rendered into the form's data attributes, in the page's language).
 */
for (const form of document.querySelectorAll<HTMLFormElement>('form[data-island="contact-form"]')) {
  const status = form.querySelector<HTMLElement>('.contact-form__status');
  const messages: Record<ContactProblem, string> = {
    required: form.dataset.msgRequired ?? '',
    email: form.dataset.msgEmail ?? '',
    phone: form.dataset.msgPhone ?? '',
    privacy: form.dataset.msgPrivacy ?? '',
  };

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '';
    const input: ContactInput = {
      firstName: value('firstName'),
      lastName: value('lastName'),
      email: value('email'),
      phone: value('phone'),
      message: value('message'),
      privacyAccepted: (form.elements.namedItem('privacyAccepted') as HTMLInputElement | null)?.checked ?? false,
    };
    const problems = contactProblems(input);
    for (const slot of form.querySelectorAll<HTMLElement>('[data-error-for]')) {
      const problem = problems[slot.dataset.errorFor as keyof ContactInput];
      slot.textContent = problem ? messages[problem] : '';
      const field = form.elements.namedItem(slot.dataset.errorFor!) as HTMLInputElement | null;
      field?.setAttribute('aria-invalid', problem ? 'true' : 'false');
    }
    const firstProblem = Object.keys(problems)[0];
    if (firstProblem) {
      (form.elements.namedItem(firstProblem) as HTMLInputElement | null)?.focus();
      return;
    }
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (button) button.disabled = true;
    const reply = await postJson(form.action, { ...input, locale: form.dataset.locale, website: value('website') });
    if (button) button.disabled = false;
    if (status) status.textContent = reply.ok ? (form.dataset.success ?? '') : (form.dataset.failure ?? '');
    if (reply.ok) form.reset();
  });
}
