/**
 * A browser test that fails is tried once more, and the first failure is printed. Chromium, the
 * gateway and the embedded database share two cores with the rest of CI, and a test that loses a
 * race with the machine once should not sink a whole CI run; a test that fails twice still fails.
 * E2E_RETRIES=0 turns it off while writing a test.
 */
jest.retryTimes(Number(process.env.E2E_RETRIES ?? 1), { logErrorsBeforeRetry: true });
