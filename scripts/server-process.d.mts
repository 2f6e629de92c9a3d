// The types of server-process.mjs (plain JavaScript: start.mjs runs without a compiler).
export declare const serverArgs: string[];
export declare const serverEnv: (env: NodeJS.ProcessEnv) => NodeJS.ProcessEnv;
