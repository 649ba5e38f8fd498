// Stands in for re2js in the browser build. Firestore bundles it (146 KB minified, a quarter of the
// SDK's chunk) only to evaluate the regex and LIKE expressions of Pipeline queries on the device;
// this app runs no pipelines, so the SDK never calls it. If one ever did, the SDK catches the
// error and the expression evaluates as an error, with a warning logged.
export class RE2JS {
  static compile(): never {
    throw new Error('Regular expressions in Firestore pipelines are not available in this app');
  }
}
