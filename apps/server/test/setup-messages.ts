// Every server test file: errors find the server's answer texts, as in the running app.
import '../src/answer-messages';
