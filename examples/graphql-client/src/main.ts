import { createClient, GraphQLRequestError } from './client';
import { headlineOf, listEditorPages, listPublishedPages, readPage } from './pages';

const usage = 'usage: node dist/main.js <graphql-url> list | read <path> [--persisted] | drafts (with TESSERA_API_TOKEN)';
const commands = new Set(['list', 'read', 'drafts']);

/**
 * `list` prints one line per published page (`pageID locale path`); `read <path>` prints the
 * page's status, title, and each block's type, key and headline; `drafts` prints every page as the
 * admin lists it, drafts included (`id locale status slug`), which needs an API token with
 * create-page in `token` (TESSERA_API_TOKEN). Answers the exit code; errors print their codes.
 */
export async function main(args: string[], print: (line: string) => void, token = process.env.TESSERA_API_TOKEN): Promise<number> {
  const persisted = args.includes('--persisted');
  const [endpoint, command, path] = args.filter((arg) => arg !== '--persisted');
  if (!endpoint || !command || !commands.has(command) || (command === 'read' && !path)) {
    print(usage);
    return 2;
  }
  const request = createClient(endpoint, { persisted, token });
  try {
    if (command === 'drafts') {
      for (const page of await listEditorPages(request)) print(`${page.id} ${page.locale} ${page.status} ${page.slug}`);
      return 0;
    }
    if (command === 'list') {
      for (const page of await listPublishedPages(request)) print(`${page.pageID} ${page.locale} ${page.path}`);
      return 0;
    }
    const { answer, blocks } = await readPage(request, path!);
    if (answer.status === 301) {
      print(`301 ${answer.redirect}`);
      return 0;
    }
    const version = answer.page!.pageVersion;
    print(`${answer.status} ${answer.page!.locale} ${version.title}`);
    for (const block of blocks) {
      const headline = headlineOf(block);
      print(`  ${block.type} ${block.key}${headline ? ` ${JSON.stringify(headline)}` : ''}`);
    }
    return 0;
  } catch (error) {
    if (!(error instanceof GraphQLRequestError)) throw error;
    print(`error ${error.codes.join(',')}: ${error.message}`);
    return 1;
  }
}

if (require.main === module) {
  main(process.argv.slice(2), (line) => console.log(line)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      // The gateway could not be reached, or answered something that is not GraphQL.
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
