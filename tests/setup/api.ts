// API tests run the server in-process; better-auth's logger is quiet under NODE_ENV=test.
process.env.NODE_ENV = "test";
