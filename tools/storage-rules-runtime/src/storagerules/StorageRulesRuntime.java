package storagerules;

import static java.nio.charset.StandardCharsets.UTF_8;

import com.google.common.util.concurrent.FutureCallback;
import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.common.util.concurrent.MoreExecutors;
import com.google.firebase.rules.runtime.common.EvaluationResult;
import com.google.firebase.rules.runtime.impl.DefaultEvaluator;
import com.google.firebase.rules.runtime.v1.RulesetAst;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The Cloud Storage rules runtime that firebase-tools' Storage emulator talks to: JSON lines on
 * stdin (load_ruleset, verify) answered on stdout, evaluated by Google's Firebase rules engine.
 */
public final class StorageRulesRuntime {
  private static final String RELAUNCHED = "storagerules.relaunched";

  private final PrintStream protocol;
  private final Map<String, RulesetAst> rulesets = new ConcurrentHashMap<>();
  private final FirestoreDocuments firestore = new FirestoreDocuments(this::send);

  private StorageRulesRuntime(PrintStream protocol) {
    this.protocol = protocol;
  }

  /** firebase-tools runs {@code java -jar <this jar> serve}. */
  public static void main(String[] args) throws IOException, InterruptedException {
    if (needsQuietRelaunch()) {
      System.exit(relaunchQuietly(args));
    }
    // stdout is the protocol channel: anything a library prints goes to stderr instead.
    PrintStream protocol = new PrintStream(new FileOutputStream(FileDescriptor.out), true, UTF_8);
    System.setOut(System.err);
    new StorageRulesRuntime(protocol).serve(new BufferedReader(new InputStreamReader(System.in, UTF_8)));
  }

  // From JDK 24 the JVM warns on stderr when protobuf (inside the engine) first uses
  // sun.misc.Unsafe, and firebase-tools shows every stderr line as a rules runtime error. Only a
  // command-line option allows it quietly, and firebase-tools owns our command line, so we start
  // ourselves once more with it.
  private static boolean needsQuietRelaunch() {
    return Runtime.version().feature() >= 24 && System.getProperty(RELAUNCHED) == null;
  }

  private static int relaunchQuietly(String[] args) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>(List.of(
        ProcessHandle.current().info().command().orElse("java"),
        "--sun-misc-unsafe-memory-access=allow",
        "-D" + RELAUNCHED + "=true",
        "-Duser.language=en",
        "-cp", System.getProperty("java.class.path"),
        StorageRulesRuntime.class.getName()));
    command.addAll(Arrays.asList(args));
    Process child = new ProcessBuilder(command).inheritIO().start();
    // firebase-tools stops the runtime with SIGINT to this process; take the child along.
    Runtime.getRuntime().addShutdownHook(new Thread(child::destroy));
    return child.waitFor();
  }

  private void serve(BufferedReader in) throws IOException {
    // firebase-tools waits for a message with id -1 before it sends any request.
    send(ok(-1));
    for (String line = in.readLine(); line != null; line = in.readLine()) {
      if (line.isBlank()) {
        continue;
      }
      try {
        handle(JsonParser.parseString(line).getAsJsonObject());
      } catch (RuntimeException e) {
        System.err.println("Storage rules runtime could not handle " + line + ": " + e);
      }
    }
  }

  private void handle(JsonObject message) {
    long id = message.get("id").getAsLong();
    if (!message.has("action")) {
      // Only our fetch_firestore_document requests are answered without an action.
      firestore.complete(id, message);
      return;
    }
    String action = message.get("action").getAsString();
    JsonObject context = message.getAsJsonObject("context");
    switch (action) {
      case "load_ruleset" -> send(loadRuleset(id, context));
      case "verify" -> verify(id, context);
      default -> send(withIssues(ok(id), List.of("Unknown action: " + action), List.of()));
    }
  }

  private JsonObject loadRuleset(long id, JsonObject context) {
    Rulesets.Compiled compiled = Rulesets.compile(context.getAsJsonObject("source"));
    JsonObject reply = withIssues(ok(id), compiled.errors(), compiled.warnings());
    if (compiled.ast() != null) {
      rulesets.put(context.get("rulesetName").getAsString(), compiled.ast());
      JsonObject result = new JsonObject();
      result.addProperty("rulesVersion", Rulesets.version(compiled.ast()));
      reply.add("result", result);
    }
    return reply;
  }

  private void verify(long id, JsonObject context) {
    RulesetAst ast = rulesets.get(context.get("rulesetName").getAsString());
    if (ast == null) {
      send(withIssues(ok(id), List.of("Ruleset not loaded: " + context.get("rulesetName")), List.of()));
      return;
    }
    ListenableFuture<EvaluationResult> evaluation;
    try {
      StorageRequest request = StorageRequest.fromJson(context, firestore.readerFor(id));
      evaluation = new DefaultEvaluator(ast).evaluate(request.ruleContext(context.get("method").getAsString()));
    } catch (RuntimeException e) {
      evaluation = Futures.immediateFailedFuture(e);
    }
    Futures.addCallback(evaluation, new FutureCallback<>() {
      @Override
      public void onSuccess(EvaluationResult result) {
        firestore.forget(id);
        send(verdict(id, result.permit(), List.of()));
      }

      // An error in the rules denies the request, as in production; the emulator shows why.
      @Override
      public void onFailure(Throwable error) {
        firestore.forget(id);
        send(verdict(id, false, List.of("Permission denied by a rules error: " + error.getMessage())));
      }
    }, MoreExecutors.directExecutor());
  }

  private static JsonObject verdict(long id, boolean permit, List<String> warnings) {
    JsonObject result = new JsonObject();
    result.addProperty("permit", permit);
    JsonObject reply = withIssues(ok(id), List.of(), warnings);
    reply.add("result", result);
    return reply;
  }

  // firebase-tools drops any reply whose status is not "ok", leaving its request waiting forever:
  // failures travel in "errors" instead.
  private static JsonObject ok(long id) {
    JsonObject reply = new JsonObject();
    reply.addProperty("id", id);
    reply.addProperty("status", "ok");
    return reply;
  }

  private static JsonObject withIssues(JsonObject reply, List<String> errors, List<String> warnings) {
    reply.add("errors", toJsonArray(errors));
    reply.add("warnings", toJsonArray(warnings));
    return reply;
  }

  private static JsonArray toJsonArray(List<String> items) {
    JsonArray array = new JsonArray();
    items.forEach(array::add);
    return array;
  }

  private synchronized void send(JsonObject message) {
    protocol.println(message);
  }
}
