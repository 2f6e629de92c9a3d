export * from "./auth";
export * from "./workspace";
export * from "./portfolio";
export * from "./loans";
