// Stands in for firebase/database in the browser build. reactfire imports the Realtime Database's
// functions for its database hooks, and a table of them it builds as it loads kept the whole SDK on
// the admin's first screen: 122 KB minified (a third of reactfire's chunk) that Chrome compiled,
// evaluated and wrote to its code cache there. This app keeps its data in Firestore and never calls
// those hooks; if one ever did, it would fail at once with this message.
function notInThisApp(): never {
  throw new Error('The Realtime Database is not part of this app (it uses Firestore)');
}

export const get = notInThisApp;
export const off = notInThisApp;
export const onChildAdded = notInThisApp;
export const onChildChanged = notInThisApp;
export const onChildMoved = notInThisApp;
export const onChildRemoved = notInThisApp;
export const onValue = notInThisApp;
