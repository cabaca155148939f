import type { ContactSubmission } from './contact-submission.entity';

/** A submission as administrators see it: plain data as the visitor typed it (the admin escapes). */
export interface ContactSubmissionView {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message: string;
  locale: string;
  ip: string | null;
  userAgent: string | null;
  createdAt: Date;
}

export function presentContactSubmission(submission: ContactSubmission): ContactSubmissionView {
  return {
    id: submission.id,
    firstName: submission.firstName,
    lastName: submission.lastName,
    email: submission.email,
    phone: submission.phone,
    message: submission.message,
    locale: submission.locale,
    ip: submission.ip,
    userAgent: submission.userAgent,
    createdAt: submission.createdAt,
  };
}
