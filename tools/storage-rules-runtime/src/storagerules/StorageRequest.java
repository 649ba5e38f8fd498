package storagerules;

import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageCreateContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageDeleteContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageGetContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageListContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageService.FirebaseStorageCreateContext;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageService.FirebaseStorageDeleteContext;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageService.FirebaseStorageGetContext;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageService.FirebaseStorageListContext;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageService.FirebaseStorageUpdateContext;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageUpdateContextConverter;
import com.google.firebase.rules.runtime.evaluators.AuthRuleEvaluator.RuleContext;
import com.google.firebase.rules.runtime.utils.ExpressionValueUtils;
import com.google.firebase.rules.runtime.v1.ExpressionMapValue;
import com.google.firebase.rules.runtime.v1.ExpressionPathValue;
import com.google.firebase.rules.runtime.v1.ExpressionValue;
import com.google.firebase.rules.v1.SourcePosition;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.util.JsonFormat;
import java.util.Arrays;
import java.util.Map;
import java.util.stream.Stream;

/**
 * One Storage request as the engine's firebase.storage service sees it. It implements the
 * service's context interfaces so that Google's own converters turn it into a rules context.
 */
record StorageRequest(
    ExpressionPathValue path,
    ExpressionMapValue request,
    ExpressionValue resourceValue,
    FirestoreDocuments.Reader firestore)
    implements FirebaseStorageGetContext,
        FirebaseStorageListContext,
        FirebaseStorageCreateContext,
        FirebaseStorageUpdateContext,
        FirebaseStorageDeleteContext {

  /** {@code context} is the verify context: path "/b/{bucket}/o/{name}", variables request and resource. */
  static StorageRequest fromJson(JsonObject context, FirestoreDocuments.Reader firestore) {
    JsonObject variables = context.getAsJsonObject("variables");
    return new StorageRequest(
        toPath(context.get("path").getAsString(), listsFolder(context)),
        parse(variables.get("request")).getMapValue(),
        parse(variables.get("resource")),
        firestore);
  }

  RuleContext ruleContext(String method) {
    return switch (method) {
      case "get" -> FirebaseStorageGetContextConverter.convert(this);
      case "list" -> FirebaseStorageListContextConverter.convert(this);
      case "create" -> FirebaseStorageCreateContextConverter.convert(this);
      case "update" -> FirebaseStorageUpdateContextConverter.convert(this);
      case "delete" -> FirebaseStorageDeleteContextConverter.convert(this);
      // The Storage emulator itself only asks the methods above; firebase-tools' runtime tests
      // also ask the umbrella methods, which the engine matches against read/write rules.
      case "read" -> FirebaseStorageGetContextConverter.convert(this).toBuilder().method(method).build();
      case "write" -> FirebaseStorageCreateContextConverter.convert(this).toBuilder().method(method).build();
      default -> throw new IllegalArgumentException("Unsupported method: " + method);
    };
  }

  @Override
  public ListenableFuture<ExpressionValue> resource() {
    return Futures.immediateFuture(resourceValue);
  }

  // Production writes debug() output to the logs; ours go to stderr, which firebase-tools shows.
  @Override
  public ExpressionValue debug(ExpressionValue value) {
    System.err.println("debug(): " + value);
    return value;
  }

  @Override
  public ListenableFuture<ExpressionValue> firestoreGet(ExpressionPathValue document, SourcePosition at) {
    return firestore.get(document);
  }

  @Override
  public ListenableFuture<ExpressionValue> firestoreExists(ExpressionPathValue document, SourcePosition at) {
    return firestore.exists(document);
  }

  // A list with a delimiter asks for the folder "prefix/": firebase-tools strips the trailing
  // slash and sends the delimiter apart, so the folder's empty last segment is put back. Rules
  // like `match /{uid}/{file}` then allow listing uid/, as in production.
  private static boolean listsFolder(JsonObject context) {
    JsonElement delimiter = context.get("delimiter");
    return "list".equals(context.get("method").getAsString())
        && delimiter != null && !delimiter.isJsonNull() && !delimiter.getAsString().isEmpty();
  }

  private static ExpressionPathValue toPath(String path, boolean folder) {
    Stream<String> segments = Arrays.stream(path.split("/")).filter(segment -> !segment.isEmpty());
    return ExpressionValueUtils.path(Stream.concat(segments, folder ? Stream.of("") : Stream.empty())
            .map(ExpressionValueUtils::simpleSegment)
            .toList())
        .getPathValue();
  }

  // firebase-tools sends each variable as the proto3 JSON of an ExpressionValue.
  /**
   * firebase-tools writes a null value as {"null_value": null}; in protobuf JSON a null leaves the
   * field unset, so the value would be "nothing" rather than null and `resource == null` would
   * fail. Spell it as the enum constant, at every depth.
   */
  private static JsonElement withExplicitNulls(JsonElement json) {
    if (json.isJsonArray()) {
      JsonArray copy = new JsonArray();
      json.getAsJsonArray().forEach(item -> copy.add(withExplicitNulls(item)));
      return copy;
    }
    if (!json.isJsonObject()) {
      return json;
    }
    JsonObject copy = new JsonObject();
    for (Map.Entry<String, JsonElement> field : json.getAsJsonObject().entrySet()) {
      boolean nullValue = field.getKey().equals("null_value") && field.getValue().isJsonNull();
      copy.add(field.getKey(), nullValue ? new JsonPrimitive("NULL_VALUE") : withExplicitNulls(field.getValue()));
    }
    return copy;
  }

  private static ExpressionValue parse(JsonElement json) {
    if (json == null || json.isJsonNull()) {
      return ExpressionValueUtils.NULL;
    }
    ExpressionValue.Builder value = ExpressionValue.newBuilder();
    try {
      JsonFormat.parser().merge(withExplicitNulls(json).toString(), value);
    } catch (InvalidProtocolBufferException e) {
      throw new IllegalArgumentException("Malformed rules variable " + json + ": " + e.getMessage(), e);
    }
    return value.build();
  }
}
