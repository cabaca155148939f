/**
 * One remote uses what another exposes (the page editor opens the media library's picker)
 * without knowing where that remote is hosted: the shell registers the remotes of the runtime
 * manifest and hands its loader to admin-kit, which every remote shares as a singleton.
 */
type ModuleLoader = (id: string) => Promise<unknown>;

let loader: ModuleLoader | null = null;

/** Called once by the shell with the federation runtime's loadRemote. */
export function provideRemoteLoader(load: ModuleLoader): void {
  loader = load;
}

/** Loads an exposed module by `remote/Module` (e.g. `admin_media/MediaPicker`). */
export async function loadRemoteModule<T>(id: string): Promise<T> {
  if (!loader) throw new Error(`no remote loader: ${id} can only be loaded inside the admin shell`);
  const loaded = await loader(id);
  if (!loaded) throw new Error(`${id} was not found`);
  return loaded as T;
}
