package storagerules;

import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.common.util.concurrent.MoreExecutors;
import com.google.common.util.concurrent.SettableFuture;
import com.google.firebase.rules.runtime.utils.ExpressionValueUtils;
import com.google.firebase.rules.runtime.v1.ExpressionListValue;
import com.google.firebase.rules.runtime.v1.ExpressionMapValue;
import com.google.firebase.rules.runtime.v1.ExpressionPathSegmentValue;
import com.google.firebase.rules.runtime.v1.ExpressionPathValue;
import com.google.firebase.rules.runtime.v1.ExpressionValue;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.protobuf.ByteString;
import com.google.protobuf.util.Timestamps;
import com.google.type.LatLng;
import java.text.ParseException;
import java.util.Arrays;
import java.util.Base64;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import java.util.stream.Collectors;

/**
 * Answers firestore.get() and firestore.exists() in storage rules by asking firebase-tools
 * (action fetch_firestore_document), which reads the document from the Firestore emulator.
 */
final class FirestoreDocuments {
  /** Document reads on behalf of one verify request. */
  interface Reader {
    ListenableFuture<ExpressionValue> get(ExpressionPathValue document);

    ListenableFuture<ExpressionValue> exists(ExpressionPathValue document);
  }

  private final Consumer<JsonObject> send;
  private final Map<Long, SettableFuture<JsonObject>> pending = new ConcurrentHashMap<>();
  private final Map<Long, ListenableFuture<JsonObject>> lastRead = new ConcurrentHashMap<>();

  FirestoreDocuments(Consumer<JsonObject> send) {
    this.send = send;
  }

  Reader readerFor(long verifyId) {
    return new Reader() {
      @Override
      public ListenableFuture<ExpressionValue> get(ExpressionPathValue document) {
        return Futures.transform(fetch(verifyId, document), reply -> asResource(document, reply),
            MoreExecutors.directExecutor());
      }

      @Override
      public ListenableFuture<ExpressionValue> exists(ExpressionPathValue document) {
        return Futures.transform(fetch(verifyId, document), reply -> ExpressionValueUtils.createValue(found(reply)),
            MoreExecutors.directExecutor());
      }
    };
  }

  /** Called with a message that has no action: firebase-tools' answer to a fetch. */
  void complete(long id, JsonObject reply) {
    SettableFuture<JsonObject> waiting = pending.remove(id);
    if (waiting == null) {
      System.err.println("Storage rules runtime got an answer nobody asked for: " + reply);
      return;
    }
    waiting.set(reply);
  }

  /** Called once a verify request has its verdict. */
  void forget(long verifyId) {
    lastRead.remove(verifyId);
  }

  // firebase-tools answers under the verify's own id and keeps one handler per id, so the reads
  // of one verify go out one after the other.
  private synchronized ListenableFuture<JsonObject> fetch(long verifyId, ExpressionPathValue document) {
    ListenableFuture<JsonObject> previous = lastRead.getOrDefault(verifyId, Futures.immediateFuture(null));
    ListenableFuture<JsonObject> next = Futures.whenAllComplete(previous)
        .callAsync(() -> ask(verifyId, document), MoreExecutors.directExecutor());
    lastRead.put(verifyId, next);
    return next;
  }

  private ListenableFuture<JsonObject> ask(long verifyId, ExpressionPathValue document) {
    SettableFuture<JsonObject> reply = SettableFuture.create();
    pending.put(verifyId, reply);
    JsonObject context = new JsonObject();
    context.addProperty("path", pathString(document));
    JsonObject message = new JsonObject();
    message.addProperty("id", verifyId);
    message.addProperty("server_request_id", verifyId);
    message.addProperty("status", "ok");
    message.addProperty("action", "fetch_firestore_document");
    message.add("context", context);
    send.accept(message);
    return reply;
  }

  private static boolean found(JsonObject reply) {
    return "ok".equals(reply.has("status") ? reply.get("status").getAsString() : null) && reply.has("result");
  }

  // The same shape as a document in Firestore rules: data, id and __name__.
  private static ExpressionValue asResource(ExpressionPathValue document, JsonObject reply) {
    if (!found(reply)) {
      return ExpressionValueUtils.NULL;
    }
    JsonObject fields = reply.getAsJsonObject("result").getAsJsonObject("fields");
    ExpressionMapValue.Builder data = ExpressionMapValue.newBuilder();
    if (fields != null) {
      fields.entrySet().forEach(field -> data.putFields(field.getKey(), fromFirestore(field.getValue().getAsJsonObject())));
    }
    ExpressionMapValue.Builder resource = ExpressionMapValue.newBuilder()
        .putFields("data", ExpressionValue.newBuilder().setMapValue(data).build())
        .putFields("id", ExpressionValueUtils.createValue(
            document.getSegments(document.getSegmentsCount() - 1).getSimple()))
        .putFields("__name__", ExpressionValue.newBuilder().setPathValue(document).build());
    return ExpressionValue.newBuilder().setMapValue(resource).build();
  }

  /** Converts a Firestore REST API value ({"stringValue": "x"}, …) into a rules value. */
  private static ExpressionValue fromFirestore(JsonObject value) {
    Map.Entry<String, JsonElement> only = value.entrySet().iterator().next();
    JsonElement v = only.getValue();
    ExpressionValue.Builder out = ExpressionValue.newBuilder();
    switch (only.getKey()) {
      case "nullValue" -> { return ExpressionValueUtils.NULL; }
      case "booleanValue" -> out.setBoolValue(v.getAsBoolean());
      case "integerValue" -> out.setIntValue(Long.parseLong(v.getAsString()));
      case "doubleValue" -> out.setFloatValue(v.getAsDouble());
      case "stringValue" -> out.setStringValue(v.getAsString());
      case "bytesValue" -> out.setBytesValue(ByteString.copyFrom(Base64.getDecoder().decode(v.getAsString())));
      case "timestampValue" -> out.setTimestampValue(parseTimestamp(v.getAsString()));
      case "geoPointValue" -> out.setLatlngValue(LatLng.newBuilder()
          .setLatitude(field(v, "latitude")).setLongitude(field(v, "longitude")));
      // "projects/{project}/databases/…": rules see the path from /databases on.
      case "referenceValue" -> out.setPathValue(ExpressionValueUtils.path(Arrays.stream(v.getAsString().split("/"))
          .skip(2).map(ExpressionValueUtils::simpleSegment).toList()).getPathValue());
      case "arrayValue" -> {
        ExpressionListValue.Builder list = ExpressionListValue.newBuilder();
        JsonObject array = v.getAsJsonObject();
        if (array.has("values")) {
          array.getAsJsonArray("values").forEach(item -> list.addValues(fromFirestore(item.getAsJsonObject())));
        }
        out.setListValue(list);
      }
      case "mapValue" -> {
        ExpressionMapValue.Builder map = ExpressionMapValue.newBuilder();
        JsonObject fields = v.getAsJsonObject().getAsJsonObject("fields");
        if (fields != null) {
          fields.entrySet().forEach(f -> map.putFields(f.getKey(), fromFirestore(f.getValue().getAsJsonObject())));
        }
        out.setMapValue(map);
      }
      default -> throw new IllegalArgumentException("Unknown Firestore value " + value);
    }
    return out.build();
  }

  private static double field(JsonElement object, String name) {
    JsonElement value = object.getAsJsonObject().get(name);
    return value == null ? 0 : value.getAsDouble();
  }

  private static com.google.protobuf.Timestamp parseTimestamp(String text) {
    try {
      return Timestamps.parse(text);
    } catch (ParseException e) {
      throw new IllegalArgumentException("Bad Firestore timestamp " + text, e);
    }
  }

  private static String pathString(ExpressionPathValue path) {
    return path.getSegmentsList().stream()
        .map(ExpressionPathSegmentValue::getSimple)
        .collect(Collectors.joining("/", "/", ""));
  }
}
