import { z } from 'zod';
import type { GatewayConfig } from '../config';
import { ConfigError } from './config-error';
import { ownMessage } from './kinds';
import { documentedElsewhere, variables, type Environment, type Variable, type VariableName } from './variables';

const names = Object.keys(variables) as VariableName[];

/** A blank variable (`FOO=`) counts as unset, as it did before the schema. */
const blankIsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : typeof value === 'string' ? value.trim() : value);

const environmentSchema = z.object(Object.fromEntries(names.map((name) => [name, z.preprocess(blankIsUnset, (variables[name] as Variable<unknown>).kind.schema.optional())])));

function problemOf(issue: z.ZodIssue, env: NodeJS.ProcessEnv): string {
  const name = issue.path[0] as VariableName;
  const own = issue.code === z.ZodIssueCode.custom && issue.params?.own === ownMessage.own;
  if (own) return issue.message.startsWith(name) ? issue.message : `${name}: ${issue.message}`;
  const variable = variables[name] as Variable<unknown>;
  const shown = variable.secret === 'value' ? 'the value given' : `"${masked(variable, env[name] ?? '')}"`;
  return `${name} must be ${variable.kind.expects}, not ${shown}`;
}

/**
 * Reads and checks every variable of the environment at once; a ConfigError names each bad one
 * ("TESSERA_WORKERS must be …, not "x"; TESSERA_SESSION_TTL_MINUTES must be …"), never a secret.
 */
export function readEnvironment(env: NodeJS.ProcessEnv): Environment {
  const result = environmentSchema.safeParse(env);
  if (result.success) return result.data as Environment;
  const problems = [...new Set(result.error.issues.map((issue) => problemOf(issue, env)))];
  throw new ConfigError(problems.join('; '), problems);
}

/** A URL's password replaced with ****, or the text as it is when it is no URL. */
function withoutPassword(text: string): string {
  if (!URL.canParse(text)) return text;
  const url = new URL(text);
  if (!url.password) return text;
  url.password = '****';
  return url.toString();
}

/** A variable's text as `tessera config` and the error messages may show it. */
export function masked(variable: Variable<unknown>, text: string): string {
  if (variable.secret === 'value') return '(set, hidden)';
  if (variable.secret === 'url')
    return text
      .split(',')
      .map((part) => withoutPassword(part.trim()))
      .join(',');
  return text;
}

function shown(value: unknown): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The effective configuration, one line per variable (`tessera config`): the value in effect, and
 * whether it was set or is the default; secrets masked.
 */
export function describeEnvironment(env: NodeJS.ProcessEnv, config: GatewayConfig): string[] {
  const width = Math.max(...names.map((name) => name.length));
  return names.map((name) => {
    const variable = variables[name] as Variable<unknown>;
    const set = (env[name] ?? '').trim() !== '';
    let value: string;
    if (variable.effective) value = variable.secret === 'value' && set ? '(set, hidden)' : shown(variable.effective(config));
    else value = set ? masked(variable, env[name]!.trim()) : '';
    return `${name.padEnd(width)}  ${set ? 'set    ' : 'default'}  ${value || variable.unset.replaceAll('`', '')}`;
  });
}

function cell(text: string): string {
  return text.replaceAll('|', '\\|');
}

/** Where the README's table of environment variables starts and ends (scripts/readme-environment.mjs writes between them). */
export const tableMarkers = {
  start: '<!-- environment variables: written by `npm run readme:environment` from gateway/src/settings/variables.ts -->',
  end: '<!-- end of environment variables -->',
};

/** The README's table of environment variables. */
export function environmentTable(): string {
  const rows = ['| variable | default | meaning |', '|---|---|---|'];
  for (const name of names) {
    const variable = variables[name] as Variable<unknown>;
    rows.push(`| \`${name}\` | ${cell(variable.unset)} | ${cell(variable.meaning)} |`);
    for (const other of documentedElsewhere.filter((row) => row.after === name)) rows.push(`| ${other.name} | ${cell(other.unset)} | ${cell(other.meaning)} |`);
  }
  return rows.join('\n');
}
