/**
 * Imported first by the entry points: a server started without NODE_ENV runs as production
 * (readConfig already reads it so), and React must know before it is loaded, or it renders
 * with its development build (several times slower, with checks meant for a developer).
 */
process.env.NODE_ENV ??= 'production';
