import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { UserType } from '../users/user.types';

@ObjectType('TwoFactorEnrolment', { description: 'What an authenticator app scans: the secret, its otpauth:// address and that address as a QR code (SVG).' })
export class TwoFactorEnrolmentType {
  @Field() secret!: string;
  @Field() otpauthUrl!: string;
  @Field() qrSvg!: string;
}

@ObjectType('TwoFactorConfirmation')
export class TwoFactorConfirmationType {
  @Field(() => [String], { description: 'Ten one-time recovery codes: shown in this answer only.' }) recoveryCodes!: string[];
  @Field(() => UserType, { nullable: true, description: 'The signed-in user when this ended a sign-in (a challenge was given).' }) user!: UserType | null;
}

@ObjectType('RecoveryCodes')
export class RecoveryCodesType {
  @Field(() => [String]) recoveryCodes!: string[];
}

@ObjectType('TwoFactorStatus')
export class TwoFactorStatusType {
  @Field() enabled!: boolean;
  @Field() requiredByRole!: boolean;
  @Field(() => Int) recoveryCodesLeft!: number;
}

@ObjectType('TwoFactorPolicy')
export class TwoFactorPolicyType {
  @Field(() => [String], { description: 'Roles whose users sign in with two factors.' }) roles!: string[];
}

@InputType('SignInSecondStepInput')
export class SignInSecondStepInput {
  @Field({ description: 'The challenge of the AUTH_07 answer (extensions.details.challenge).' }) challenge!: string;
  @Field({ description: 'A 6-digit code from the app, or a recovery code.' }) code!: string;
}
