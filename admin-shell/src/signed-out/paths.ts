/** The signed-out screens' paths below /cmsadmin (SPEC §2 login flows). */
export const signedOutPaths = ['/login', '/forgot-password', '/reset-password', '/activate-account'] as const;
export type SignedOutPath = (typeof signedOutPaths)[number];
